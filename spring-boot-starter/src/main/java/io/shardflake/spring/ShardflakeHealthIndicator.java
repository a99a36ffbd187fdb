package io.shardflake.spring;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.worker.WorkerFence;
import io.shardflake.worker.lease.WorkerLease;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;

/**
 * Whether the application can make ids, shown as the {@code shardflake} health component.
 *
 * <p>DOWN when the worker id's lease is lost (taken over, closed, or its deadline passed without a renewal: the
 * generator refuses every id), or when the layout ends sooner than {@code shardflake.health.min-remaining-life}
 * (time to plan a new layout while there is still time). A renewal that failed while the lease is still valid is
 * only a detail: ids flow until {@code validUntil}, and restarting the instance would not bring the database back.
 */
public final class ShardflakeHealthIndicator implements HealthIndicator {

    private final SnowflakeGenerator generator;
    private final WorkerLease lease;
    private final Duration minRemainingLife;

    /**
     * @param generator the application's generator
     * @param lease the lease holding its worker id, or null (then the generator's fence, if any, is checked)
     * @param minRemainingLife the layout's remaining life below which the component is DOWN
     */
    public ShardflakeHealthIndicator(SnowflakeGenerator generator, WorkerLease lease, Duration minRemainingLife) {
        this.generator = generator;
        this.lease = lease;
        this.minRemainingLife = minRemainingLife;
    }

    @Override
    public Health health() {
        Duration remainingLife = generator.remainingLife();
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("workerId", generator.workerId());
        details.put("layout", generator.layout().name());
        details.put("endOfLife", generator.layout().endOfLife().toString());
        details.put("remainingLife", remainingLife.toString());
        details.put("minRemainingLife", minRemainingLife.toString());
        List<String> problems = new ArrayList<>();
        if (remainingLife.compareTo(minRemainingLife) < 0) {
            problems.add("the layout ends at " + generator.layout().endOfLife() + ", in " + remainingLife
                    + ", less than " + PropertyNames.MIN_REMAINING_LIFE + " = " + minRemainingLife);
        }
        leaseDetails(details, problems);
        Health.Builder health = problems.isEmpty() ? Health.up() : Health.down();
        if (!problems.isEmpty()) {
            details.put("problems", problems);
        }
        return health.withDetails(details).build();
    }

    private void leaseDetails(Map<String, Object> details, List<String> problems) {
        WorkerFence fence = generator.fence();
        if (lease != null) {
            details.put("leaseValid", lease.isValid());
            details.put("leaseValidUntil", lease.validUntil().toString());
            details.put("leaseReservedUntil", lease.reservedUntil().toString());
            lease.lastRenewalFailure().ifPresent(failure -> details.put("lastRenewalFailure", failure.getMessage()));
            if (!lease.isValid()) {
                problems.add("the lease on worker id " + lease.workerId() + " is lost: " + lease.lastRenewalFailure()
                        .map(Throwable::getMessage).orElse("closed, or not renewed before " + lease.validUntil()));
            }
        } else if (fence.isLive()) {
            details.put("leaseValid", fence.isValid());
            if (!fence.isValid()) {
                problems.add("the generator's fence is closed: its worker id is no longer held");
            }
        }
    }
}
