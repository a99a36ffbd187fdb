package io.shardflake.cli;

import io.shardflake.IdLayout;
import io.shardflake.LayoutPreset;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code layout}: shows a preset's fields, tick, epoch, capacity and end of life, or lists the presets. */
@Command(name = "layout", sortOptions = false, sortSynopsis = false,
        description = {
            "Shows a preset layout, or lists them.",
            "",
            "A layout's fields and their bits, tick, epoch, capacity and end of life."
        })
final class LayoutCommand implements Callable<Integer> {

    /** Exactly one of the two: picocli refuses neither and both, and the synopsis shows it. */
    @ArgGroup(multiplicity = "1")
    private Target target;

    @Spec
    private CommandSpec spec;

    /** What to show: one preset, or the list. */
    static final class Target {

        @Parameters(paramLabel = "PRESET", description = "a preset's name, e.g. twitter")
        private String preset;

        @Option(names = "--list", description = "list the presets")
        private boolean list;
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        if (target.list) {
            list(out);
        } else {
            LayoutReport.print(Presets.layout("PRESET", target.preset), out);
        }
        return ShardflakeCli.OK;
    }

    private static void list(PrintWriter out) {
        for (LayoutPreset preset : LayoutPreset.values()) {
            IdLayout layout = preset.layout();
            out.println(String.format(Locale.ROOT, "%-11s %-44s %-6s from %s", preset.presetName(),
                    layout.describeFields(), CliText.tick(layout.tick()), layout.epoch()));
        }
    }
}
