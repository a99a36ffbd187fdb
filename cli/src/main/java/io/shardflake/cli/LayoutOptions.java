package io.shardflake.cli;

import io.shardflake.IdLayout;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Option;

/** The layout ids were made with, for {@code whois} and {@code audit}: a preset, and its epoch if another. */
final class LayoutOptions {

    @Option(names = "--layout", paramLabel = "PRESET",
            description = "the layout the ids were made with (default shardflake)")
    private @Nullable String layoutName;

    @Option(names = "--epoch", paramLabel = "INSTANT", description = "the epoch they were made with, if not the"
            + " preset's: ISO-8601 in UTC, e.g. 2020-01-01T00:00:00Z")
    private @Nullable String epoch;

    /** @return the layout the options name */
    IdLayout layout() {
        return Presets.withEpoch(Presets.fromOption(layoutName), epoch);
    }
}
