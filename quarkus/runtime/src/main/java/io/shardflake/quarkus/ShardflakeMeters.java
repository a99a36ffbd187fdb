package io.shardflake.quarkus;

import io.micrometer.core.instrument.MeterRegistry;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.spring.metrics.ShardflakeMetrics;
import io.shardflake.worker.lease.WorkerLease;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import org.jspecify.annotations.Nullable;

/**
 * The generator's and its lease's meters (with quarkus-micrometer), under the Spring Boot starter's names
 * ({@code shardflake.ids.generated}, {@code shardflake.worker.id}, {@code shardflake.lease.*}): the starter's own
 * {@link ShardflakeMetrics} binds them, when Hibernate ORM has started the persistence unit and its generator exists.
 */
@Singleton
public class ShardflakeMeters {

    @Inject
    MeterRegistry registry;

    /**
     * @param generator a persistence unit's generator, just built
     * @param lease the lease holding its worker id, or null
     */
    void bind(SnowflakeGenerator generator, @Nullable WorkerLease lease) {
        new ShardflakeMetrics(generator, lease).bindTo(registry);
    }
}
