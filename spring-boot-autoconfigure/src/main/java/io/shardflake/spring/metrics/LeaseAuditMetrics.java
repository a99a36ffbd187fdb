package io.shardflake.spring.metrics;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.MeterBinder;
import io.shardflake.worker.lease.ScheduledLeaseAudit;

/**
 * The meter of the application's lease audit: {@code shardflake.lease.audit.overlaps}, the pairs of holders of one
 * worker id whose ids may carry the same time, as the last audit that read the lease's history found them (0 before
 * the first). Anything but 0 means ids may have been repeated; docs/operations/investigating-ids.md says what next.
 * No meter when the application does not audit ({@code shardflake.worker.lease.audit.interval=0}, no lease, or its
 * history off).
 */
public final class LeaseAuditMetrics implements MeterBinder {

    private final ScheduledLeaseAudit audit;

    /** @param audit the application's lease audit */
    public LeaseAuditMetrics(ScheduledLeaseAudit audit) {
        this.audit = audit;
    }

    @Override
    public void bindTo(MeterRegistry registry) {
        if (audit.isScheduled()) {
            Gauge.builder("shardflake.lease.audit.overlaps", audit, a -> a.findings().overlaps().size())
                    .description("Pairs of holders of one worker id whose ids may carry the same time, by the last"
                            + " audit of the lease's history (anything but 0: ids may have been repeated)")
                    .register(registry);
        }
    }
}
