package io.shardflake.config;

import io.shardflake.clock.ClockPolicy;
import io.shardflake.locality.CounterMode;
import io.shardflake.uniqid.UniqidFormat;
import java.util.Map;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * Every {@code shardflake.*} setting, read once from a key → value source into what the integrations build
 * generators from: Hibernate reads its settings map into it, Spring Boot hands over the properties it bound, a
 * ShardingSphere key generator its props. The same keys, values and messages in every one of them.
 *
 * <p>What depends on the layout (the worker id's range, the default shard) is checked when the layout is known:
 * {@link ShardSettings}, {@link WorkerChooser}.
 *
 * @param layout {@code shardflake.layout.*}
 * @param clockPolicy {@code shardflake.clock.*}
 * @param worker {@code shardflake.worker.*}
 * @param shard {@code shardflake.shard.*}
 * @param uniqid {@code shardflake.uniqid.*}
 * @param localityMode {@code shardflake.locality.mode}
 * @param publicId {@code shardflake.public-id.*}
 */
public record ShardflakeConfig(LayoutSettings layout, ClockPolicy clockPolicy, WorkerSettings worker,
        ShardSettings shard, UniqidFormat uniqid, CounterMode localityMode, PublicIdSettings publicId) {

    /**
     * @param settings full keys ({@code shardflake.worker.id}) to values: text, or objects of the setting's type
     * @return the settings, checked as far as they can be without a layout
     * @throws InvalidSettingException naming the first setting that is refused
     */
    public static ShardflakeConfig read(Map<String, ?> settings) {
        return read(settings, System::getenv);
    }

    /**
     * As {@link #read(Map)}, with the environment variables {@code shardflake.public-id.keys-env} may name read
     * from {@code environment} instead of the process's.
     */
    static ShardflakeConfig read(Map<String, ?> settings, Function<String, @Nullable String> environment) {
        return read(new SettingReader(settings, Setting.PREFIX), environment);
    }

    /**
     * @param props keys without {@value Setting#PREFIX} ({@code worker.id}, as a ShardingSphere algorithm's props)
     * @return the settings
     * @throws InvalidSettingException naming the first setting that is refused
     */
    public static ShardflakeConfig readUnprefixed(Map<String, ?> props) {
        return read(new SettingReader(props, ""), System::getenv);
    }

    private static ShardflakeConfig read(SettingReader reader, Function<String, @Nullable String> environment) {
        LayoutSettings layout = LayoutSettings.read(reader);
        ClockPolicy policy = new ClockPolicy(reader.duration(Setting.CLOCK_MAX_LEAD, ClockPolicy.DEFAULT.maxLead()),
                reader.duration(Setting.CLOCK_MAX_WAIT, ClockPolicy.DEFAULT.maxWait()));
        WorkerSettings worker = WorkerSettings.read(reader);
        ShardSettings shard = ShardSettings.read(reader);
        Integer uniqidShards = reader.integer(Setting.UNIQID_SHARD_COUNT, "1..10");
        boolean prefixed = reader.flag(Setting.UNIQID_PREFIX, true);
        UniqidFormat uniqid = LayoutSettings.apply(Setting.UNIQID_SHARD_COUNT,
                () -> new UniqidFormat(uniqidShards == null ? 1 : uniqidShards, prefixed));
        CounterMode mode = reader.choice(Setting.LOCALITY_MODE, CounterMode.class, CounterMode.VARIABLE);
        return new ShardflakeConfig(layout, policy, worker, shard, uniqid, mode,
                PublicIdSettings.read(reader, environment));
    }
}
