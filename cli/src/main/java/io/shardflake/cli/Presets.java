package io.shardflake.cli;

import io.shardflake.IdLayout;
import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.LayoutPreset;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import org.jspecify.annotations.Nullable;

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
    static IdLayout fromOption(@Nullable String name) {
        return name == null ? DEFAULT.layout() : layout("--layout", name);
    }

    /**
     * @param preset the layout of {@code --layout}
     * @param epoch the value of {@code --epoch}, or null when it was not given
     * @return the layout with that epoch, or {@code preset} itself
     * @throws UsageException if the epoch is no instant, or one the layout refuses
     */
    static IdLayout withEpoch(IdLayout preset, @Nullable String epoch) {
        if (epoch == null) {
            return preset;
        }
        Instant instant;
        try {
            instant = Instant.parse(epoch);
        } catch (DateTimeParseException notAnInstant) {
            throw new UsageException("--epoch " + CliText.shown(epoch) + " is not an ISO-8601 instant in UTC such as "
                    + "2020-01-01T00:00:00Z");
        }
        try {
            return preset.toBuilder().epoch(instant).build();
        } catch (InvalidConfigurationException refused) {
            throw CliText.rejected("--epoch", epoch, refused);
        }
    }
}
