package io.shardflake.cli;

import io.shardflake.IdLayout;
import io.shardflake.LayoutPreset;
import java.io.PrintStream;
import java.util.Locale;
import java.util.Set;

/** {@code layout}: shows a preset's fields, tick, epoch, capacity and end of life, or lists the presets. */
final class LayoutCommand implements Command {

    @Override
    public String name() {
        return "layout";
    }

    @Override
    public String summary() {
        return "show a preset layout, or list them";
    }

    @Override
    public String usage() {
        return """
                Usage: shardflake layout PRESET
                       shardflake layout --list

                Shows a preset layout: its fields and their bits, tick, epoch, capacity and end of life.

                Options:
                  --list       list the presets
                  -h, --help   show this help
                """;
    }

    @Override
    public Set<String> valueOptions() {
        return Set.of();
    }

    @Override
    public Set<String> flagOptions() {
        return Set.of("--list");
    }

    @Override
    public int run(Arguments arguments, PrintStream out) {
        if (arguments.flag("--list")) {
            arguments.positionals();
            list(out);
        } else {
            String name = arguments.positionals("PRESET (or --list)").get(0);
            LayoutReport.print(Presets.layout("preset", name), out);
        }
        return ShardflakeCli.OK;
    }

    private static void list(PrintStream out) {
        for (LayoutPreset preset : LayoutPreset.values()) {
            IdLayout layout = preset.layout();
            out.println(String.format(Locale.ROOT, "%-11s %-44s %-6s from %s", preset.presetName(),
                    layout.describeFields(), CliText.tick(layout.tick()), layout.epoch()));
        }
    }
}
