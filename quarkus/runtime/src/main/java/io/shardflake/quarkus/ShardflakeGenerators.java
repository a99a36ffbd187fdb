package io.shardflake.quarkus;

import io.quarkus.arc.Arc;
import io.quarkus.arc.InstanceHandle;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.config.ConfiguredSnowflake;
import io.shardflake.config.ShardflakeConfig;
import io.shardflake.config.WorkerDatabase;
import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.worker.lease.WorkerLease;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Singleton;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The 64-bit generator of each persistence unit, built from {@code quarkus.shardflake.*} when Hibernate ORM starts
 * the unit (after Flyway and Liquibase), with its worker id leased or registered in the unit's datasource. The
 * leases are given back when the application stops, after Hibernate ORM: at shutdown and at every dev-mode reload.
 * Inject it to read the generator or the lease; the readiness check, the meters and the Dev UI card do.
 */
@Singleton
public class ShardflakeGenerators {

    private final Map<String, ConfiguredSnowflake> units = new ConcurrentHashMap<>();

    /**
     * @param unit the persistence unit
     * @param settings its {@code shardflake.*} settings, build-time and run-time
     * @param dataSourceName its datasource
     * @return the generator its ids come from
     * @throws io.quarkus.runtime.configuration.ConfigurationException for a refused setting, in
     *     {@code quarkus.shardflake.*} words
     */
    SnowflakeGenerator start(String unit, Map<String, ?> settings, String dataSourceName) {
        ConfiguredSnowflake built;
        try {
            ShardflakeConfig config = ShardflakeConfig.read(settings);
            WorkerDatabase database = config.worker().lease().enabled()
                    ? LeaseDatabase.of(dataSourceName, settings) : null;
            built = ConfiguredSnowflake.build(config, database, LeaseDatabase.NONE, "quarkus.shardflake.*");
        } catch (InvalidConfigurationException e) {
            throw QuarkusRefusal.of(e);
        }
        ConfiguredSnowflake previous = units.put(unit, built);
        if (previous != null) {
            previous.close();
        }
        // Only when the application has quarkus-micrometer: the deployment module declares the bean then.
        InstanceHandle<ShardflakeMeters> meters = Arc.container().instance(ShardflakeMeters.class);
        if (meters.isAvailable()) {
            meters.get().bind(built.generator(), built.worker().lease());
        }
        return built.generator();
    }

    /** @return the generator of the default persistence unit, once it has started */
    public Optional<SnowflakeGenerator> generator() {
        return generator(DEFAULT_UNIT);
    }

    /**
     * @param unit a persistence unit's name
     * @return its generator, once it has started
     */
    public Optional<SnowflakeGenerator> generator(String unit) {
        return Optional.ofNullable(units.get(unit)).map(ConfiguredSnowflake::generator);
    }

    /**
     * @param unit a persistence unit's name
     * @return the lease holding its generator's worker id, if the worker id is leased or registered
     */
    public Optional<WorkerLease> lease(String unit) {
        return Optional.ofNullable(units.get(unit)).map(built -> built.worker().lease());
    }

    /** @return the persistence units that have a generator */
    public java.util.Set<String> units() {
        return java.util.Set.copyOf(units.keySet());
    }

    /** Gives every lease back. */
    @PreDestroy
    void close() {
        units.values().forEach(ConfiguredSnowflake::close);
        units.clear();
    }

    /** The name Quarkus gives the default persistence unit. */
    public static final String DEFAULT_UNIT = "<default>";
}
