package io.shardflake.config;

import java.util.Locale;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Names Shardflake once read and reads no more: a setting under one of them fails, naming what replaced it, rather
 * than being ignored or misread.
 */
final class RetiredSettings {

    /** The former key of the preset (Hibernate's), now {@code shardflake.layout.preset}. */
    static final String LAYOUT = Setting.PREFIX + "layout";

    /** Former worker strategies (Hibernate's) and what replaced them. */
    private static final Map<String, WorkerStrategy> STRATEGIES = Map.of(
            "fixed", WorkerStrategy.PROPERTY,
            "statefulset-ordinal", WorkerStrategy.STATEFULSET,
            "ipv4-low-bits", WorkerStrategy.IP);

    private RetiredSettings() {
    }

    /**
     * @param value the value found under {@value #LAYOUT}, or null
     * @throws InvalidSettingException filed under {@link Setting#LAYOUT_PRESET} if there is one
     */
    static void refuseLayout(@Nullable Object value) {
        if (value != null && !(value instanceof Map<?, ?>)) {
            String text = value.toString().trim();
            throw new InvalidSettingException(Setting.LAYOUT_PRESET, LAYOUT, text, "no value: the preset is set with "
                    + Setting.LAYOUT_PRESET.key() + " (" + Setting.LAYOUT_PRESET.key() + "=" + text + ")");
        }
    }

    /**
     * @param value a worker strategy as given
     * @throws InvalidSettingException naming its replacement if it is a former name
     */
    static void refuseStrategy(String value) {
        WorkerStrategy replacement = STRATEGIES.get(value.toLowerCase(Locale.ROOT));
        if (replacement != null) {
            throw new InvalidSettingException(Setting.WORKER_STRATEGY, value, WorkerStrategy.allowed() + "; " + value
                    + " is now " + replacement.value() + " (" + Setting.WORKER_STRATEGY.key() + "="
                    + replacement.value() + ")");
        }
    }
}
