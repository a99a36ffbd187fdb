package io.shardflake.quarkus;

import io.quarkus.runtime.annotations.ConfigPhase;
import io.quarkus.runtime.annotations.ConfigRoot;
import io.smallrye.config.ConfigMapping;
import java.util.Optional;

/**
 * Shardflake's settings that shape the mapping, fixed when the application is built: Hibernate
 * maps ids and shard keys with the layout while it builds the metadata, which Quarkus does at build time. The same
 * names, values and defaults as the Spring Boot starter's {@code shardflake.*} (the project's
 * {@code docs/configuration.md}); each value is read and checked by the core's settings model, as there.
 */
@ConfigMapping(prefix = "quarkus.shardflake")
@ConfigRoot(phase = ConfigPhase.BUILD_AND_RUN_TIME_FIXED)
public interface ShardflakeBuildTimeConfig {

    /** The layout of the 64-bit ids. */
    Layout layout();

    /** The shards {@code @ShardKey} spreads keys over. */
    Shard shard();

    /** The layout of the 64-bit ids: a preset, or field widths. */
    interface Layout {

        /**
         * A preset layout: {@code shardflake}, {@code twitter}, {@code discord}, {@code sonyflake}, {@code instagram},
         * {@code icicle}, {@code global-id}; not together with the {@code *-bits} settings. Default
         * {@code shardflake}.
         */
        Optional<String> preset();

        /** Tick 0 of the time field, an ISO-8601 instant, not in the future. Default: the preset's. */
        Optional<String> epoch();

        /** Length of one tick, a duration of whole microseconds, {@code 1us} to {@code 1d}. Default: the preset's. */
        Optional<String> tick();

        /** Width of the time field, 1..63; set it and the other widths instead of a preset. */
        Optional<String> timeBits();

        /** Width of the shard field, 0..31. */
        Optional<String> shardBits();

        /** Width of the worker field, 0..31. */
        Optional<String> workerBits();

        /** Width of the sequence field, 0..31. */
        Optional<String> sequenceBits();

        /**
         * The fields of a layout given by widths, most significant first: {@code time}, {@code shard},
         * {@code worker}, {@code sequence}, comma separated. Default {@code time,worker,sequence,shard}.
         */
        Optional<String> order();
    }

    /** The shards {@code @ShardKey} spreads keys over. */
    interface Shard {

        /**
         * How many shards {@code @ShardKey(HASH)} spreads keys over: 1 to the shards the layout's shard field holds.
         * Default: all of them (1 without a shard field).
         */
        Optional<String> count();
    }
}
