package io.shardflake.cli;

import io.shardflake.IdLayout;
import io.shardflake.InvalidConfigurationException;
import io.shardflake.LayoutPreset;

/** Turns the {@code --layout} option (or the {@code layout} command's argument) into a layout. */
final class Presets {

    /** The preset used when {@code --layout} is not given: Shardflake's own. */
    static final LayoutPreset DEFAULT = LayoutPreset.SHARDFLAKE;

    private Presets() {
    }

    /**
     * @param option how the user gave the name, for the message, e.g. {@code --layout}
     * @param name the preset's name as typed
     * @return the preset's layout
     * @throws UsageException naming the presets there are, if none has that name
     */
    static IdLayout layout(String option, String name) {
        try {
            return LayoutPreset.named(name).layout();
        } catch (InvalidConfigurationException unknown) {
            throw CliText.rejected(option, name, unknown);
        }
    }

    /** @return the layout of {@code --layout}, or the default preset's */
    static IdLayout fromOption(Arguments arguments) {
        return arguments.option("--layout").map(name -> layout("--layout", name)).orElse(DEFAULT.layout());
    }
}
