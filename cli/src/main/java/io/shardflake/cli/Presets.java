package io.shardflake.cli;

import io.shardflake.IdLayout;
import io.shardflake.error.InvalidConfigurationException;
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

    /**
     * @param name the value of {@code --layout}, or null when it was not given
     * @return that preset's layout, or the default preset's
     */
    static IdLayout fromOption(String name) {
        return name == null ? DEFAULT.layout() : layout("--layout", name);
    }
}
