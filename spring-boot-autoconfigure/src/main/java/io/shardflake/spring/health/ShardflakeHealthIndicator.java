package io.shardflake.spring.health;

import io.shardflake.health.ShardflakeHealthCheck;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.worker.lease.WorkerLease;
import java.time.Duration;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;

/**
 * Whether this instance can make ids, shown as the {@code shardflake} health component (Spring Boot 4); what it
 * decides is {@link ShardflakeHealthCheck}'s.
 */
public final class ShardflakeHealthIndicator implements HealthIndicator {

    private final ShardflakeHealthCheck check;

    /**
     * @param generator the application's generator
     * @param lease the lease holding its worker id, or null (then the generator's fence, if any, is checked)
     * @param minRemainingLife the layout's remaining life below which the component warns
     */
    public ShardflakeHealthIndicator(SnowflakeGenerator generator, @Nullable WorkerLease lease, Duration minRemainingLife) {
        this(new ShardflakeHealthCheck(generator, lease, minRemainingLife,
                ShardflakeHealthProperties.MIN_REMAINING_LIFE));
    }

    /** @param check what decides the health, and its details */
    public ShardflakeHealthIndicator(ShardflakeHealthCheck check) {
        this.check = check;
    }

    @Override
    public Health health() {
        ShardflakeHealthCheck.Result result = check.check();
        return (result.up() ? Health.up() : Health.down()).withDetails(result.details()).build();
    }
}
