package io.shardflake.micrometer;

import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.TimeGauge;
import io.micrometer.core.instrument.binder.MeterBinder;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.worker.WorkerFence;
import io.shardflake.worker.lease.WorkerLease;
import java.time.Instant;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;

/**
 * The Snowflake generator's meters: those of every generator tagged {@code generator=snowflake} (ids made, clock),
 * the layout's remaining life, the worker id as a gauge's value, and the worker id's lease.
 *
 * <p>No meter is tagged with the worker id: a lease may pick another id at the next start, and a tag would make a
 * new series each time. The id is the value of {@code shardflake.worker.id}, and is in the health details (and
 * Spring's {@code /actuator/info}). The names, types, units and tags are listed in docs/operations/monitoring.md.
 */
public final class ShardflakeMetrics implements MeterBinder {

    /** The kind of generator, as the {@code generator} tag says it. */
    static final String SNOWFLAKE = "snowflake";

    private final SnowflakeGenerator generator;
    private final @Nullable WorkerLease lease;

    /**
     * @param generator the application's generator
     * @param lease the lease holding its worker id, or null (then the generator's fence, if any, is gauged)
     */
    public ShardflakeMetrics(SnowflakeGenerator generator, @Nullable WorkerLease lease) {
        this.generator = generator;
        this.lease = lease;
    }

    @Override
    public void bindTo(MeterRegistry registry) {
        ClockMeters.register(registry, SNOWFLAKE, generator, SnowflakeGenerator::statistics);
        TimeGauge.builder("shardflake.layout.remaining.life", generator, TimeUnit.SECONDS,
                g -> ClockMeters.seconds(g.remainingLife())).tag("layout", generator.layout().name())
                .description("Time until the layout can express no more ids").register(registry);
        Gauge.builder("shardflake.worker.id", generator, SnowflakeGenerator::workerId)
                .description("The worker id in every id this instance makes (a value to read, not to add up)")
                .register(registry);
        bindLease(registry);
    }

    private void bindLease(MeterRegistry registry) {
        WorkerFence fence = generator.fence();
        if (lease != null) {
            Gauge.builder("shardflake.lease.valid", lease, l -> l.isValid() ? 1 : 0)
                    .description("1 while the worker id's lease lets ids through, else 0").register(registry);
            TimeGauge.builder("shardflake.lease.remaining", lease, TimeUnit.MILLISECONDS, this::millisUntilDeadline)
                    .description("Time until the lease stops ids unless a renewal succeeds").register(registry);
            FunctionCounter.builder("shardflake.lease.renewals", lease, WorkerLease::renewals)
                    .tag("outcome", "success").description("Renewals of the worker id's lease, by outcome")
                    .register(registry);
            FunctionCounter.builder("shardflake.lease.renewals", lease, WorkerLease::renewalFailures)
                    .tag("outcome", "failure").description("Renewals of the worker id's lease, by outcome")
                    .register(registry);
            Gauge.builder("shardflake.lease.renewal.failing", lease, l -> l.lastRenewalFailure().isPresent() ? 1 : 0)
                    .description("1 while the last renewal of the lease failed, else 0").register(registry);
            FunctionCounter.builder("shardflake.lease.losses", lease, WorkerLease::losses)
                    .description("Times ids stopped: the worker id lost to another instance, or the lease lapsed")
                    .register(registry);
            FunctionCounter.builder("shardflake.lease.recoveries", lease, WorkerLease::recoveries)
                    .description("Times ids resumed after a loss, without a restart").register(registry);
            FunctionCounter.builder("shardflake.lease.quarantines", lease, WorkerLease::quarantines)
                    .description("Claims that waited out a quarantine because the table may have lost writes")
                    .register(registry);
            TimeGauge.builder("shardflake.lease.quarantine.remaining", lease, TimeUnit.MILLISECONDS,
                            l -> l.quarantineLeft().toMillis())
                    .description("Time until the current quarantine lets ids through, 0 when none").register(registry);
            TimeGauge.builder("shardflake.lease.clock.offset", lease, TimeUnit.MILLISECONDS,
                            l -> l.clockOffset().toMillis())
                    .description("This host's clock less the database's at the last claim or renewal (positive: it"
                            + " leads)").register(registry);
            FunctionCounter.builder("shardflake.lease.lost.writes", lease, WorkerLease::lostWritesFound)
                    .description("Renewals that found the database had lost this holder's writes and wrote them back")
                    .register(registry);
            FunctionCounter.builder("shardflake.lease.connections", lease, WorkerLease::connectionsOpened)
                    .description("Connections the lease has opened: one, plus one after each broken connection")
                    .register(registry);
        } else if (fence.isLive()) {
            Gauge.builder("shardflake.lease.valid", fence, f -> f.isValid() ? 1 : 0)
                    .description("1 while the worker id's fence lets ids through, else 0").register(registry);
        }
    }

    private double millisUntilDeadline(WorkerLease held) {
        Instant deadline = held.validUntil();
        return deadline.toEpochMilli() - generator.wallClock().currentTimeMillis();
    }
}
