package io.shardflake.config;

import io.shardflake.IdLayout;
import io.shardflake.ShardflakeVersion;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.WallClock;
import java.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * The 64-bit generator an integration builds from {@code shardflake.*} settings alone (Hibernate without Spring, the
 * Quarkus extension), with the worker id the settings choose: leased or registered when there is a database.
 * Closing it gives back a lease it claimed.
 *
 * @param generator the generator
 * @param worker the worker id it makes ids with, and the lease holding it, if any
 */
public record ConfiguredSnowflake(SnowflakeGenerator generator, WorkerChoice worker) implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(ConfiguredSnowflake.class.getName());

    /**
     * @param config the settings
     * @param database the database to lease or register the worker id in, or null when there is none
     * @param noDatabase why there is none, and what would give one, for the refusal of {@code lease}
     * @param origin where the settings came from, for the startup line ({@code Hibernate settings})
     * @return the generator, its worker id chosen
     * @throws InvalidSettingException naming the setting when one is wrong
     * @throws io.shardflake.worker.lease.LeaseConflictException if another live instance holds the chosen id
     */
    public static ConfiguredSnowflake build(ShardflakeConfig config, @Nullable WorkerDatabase database,
            String noDatabase, String origin) {
        IdLayout layout = config.layout().build(Instant.now());
        int defaultShard = config.shard().defaultShard(layout);
        // The generator's own default clock, which the lease's reservations and deadlines must be in.
        boolean wholeMilliseconds = layout.tickMicros() % 1000 == 0 && layout.epochMicros() % 1000 == 0;
        WallClock clock = wholeMilliseconds ? WallClock.ticking() : WallClock.system();
        WorkerChoice worker = new WorkerChooser(config, layout, config.clockPolicy(), clock, database, noDatabase)
                .choose(null);
        if (worker.warning() != null) {
            LOG.log(System.Logger.Level.WARNING, worker.warning());
        }
        SnowflakeGenerator generator;
        try {
            generator = SnowflakeGenerator.builder(layout)
                    .workerIdSource(worker.source())
                    .defaultShard(defaultShard)
                    .clock(ClockSettings.DEFAULT.withPolicy(config.clockPolicy()).withWallClock(clock))
                    .build();
        } catch (RuntimeException e) {
            worker.close();
            throw e;
        }
        LOG.log(System.Logger.Level.INFO, "Shardflake makes ids with {0}; built from {1}; version {2}",
                generator.summary(), origin, ShardflakeVersion.current());
        return new ConfiguredSnowflake(generator, worker);
    }

    /** Gives back the worker id's lease, if this generator's settings claimed it. Idempotent. */
    @Override
    public void close() {
        worker.close();
    }
}
