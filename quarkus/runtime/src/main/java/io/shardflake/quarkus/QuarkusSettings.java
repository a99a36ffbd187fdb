package io.shardflake.quarkus;

import io.shardflake.config.Setting;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.eclipse.microprofile.config.Config;

/**
 * The one mapping of {@code quarkus.shardflake.*} onto the core's settings model: each {@link Setting} is
 * {@code quarkus.} + its key, read as text and handed to {@link io.shardflake.config.ShardflakeConfig} under its own
 * key, which checks it with the same messages as everywhere else. {@link ShardflakeBuildTimeConfig} and
 * {@link ShardflakeRuntimeConfig} declare the same names for Quarkus' configuration reference.
 */
public final class QuarkusSettings {

    /** What Quarkus puts before every {@code shardflake.*} key. */
    public static final String PREFIX = "quarkus.";

    /** Fixed at build time: the layout and the hashed shard count decide how ids and shard keys are mapped. */
    static final Set<Setting> BUILD_TIME = EnumSet.of(Setting.LAYOUT_PRESET, Setting.LAYOUT_EPOCH,
            Setting.LAYOUT_TICK, Setting.LAYOUT_TIME_BITS, Setting.LAYOUT_SHARD_BITS, Setting.LAYOUT_WORKER_BITS,
            Setting.LAYOUT_SEQUENCE_BITS, Setting.LAYOUT_ORDER, Setting.SHARD_COUNT);

    private QuarkusSettings() {
    }

    /**
     * @param config the application's configuration
     * @param buildTime the build-time settings ({@link #BUILD_TIME}), or else the run-time ones
     * @return {@code shardflake.*} keys to the values the application gives, as text
     */
    public static Map<String, String> read(Config config, boolean buildTime) {
        Map<String, String> settings = new LinkedHashMap<>();
        for (Setting setting : Setting.values()) {
            if (BUILD_TIME.contains(setting) == buildTime) {
                config.getOptionalValue(PREFIX + setting.key(), String.class)
                        .ifPresent(value -> settings.put(setting.key(), value));
            }
        }
        return settings;
    }
}
