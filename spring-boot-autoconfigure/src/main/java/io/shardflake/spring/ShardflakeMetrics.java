package io.shardflake.spring;

import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.binder.MeterBinder;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ClockStatistics;
import io.shardflake.worker.WorkerFence;
import io.shardflake.worker.lease.WorkerLease;
import java.time.Duration;
import java.time.Instant;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;
import org.jspecify.annotations.Nullable;

/**
 * The generator's {@code shardflake.*} meters, tagged with {@code worker} (the worker id) and {@code layout}.
 *
 * <p>Counters read the generator's own counters when the registry asks (function counters): nothing is added to
 * the path of {@code nextId()}.
 *
 * <table>
 *   <caption>Meters</caption>
 *   <tr><th>name</th><th>type</th><th>what</th></tr>
 *   <tr><td>shardflake.ids.generated</td><td>counter</td><td>ids made</td></tr>
 *   <tr><td>shardflake.clock.borrowed.ticks</td><td>counter</td><td>ticks borrowed ahead of the wall clock</td></tr>
 *   <tr><td>shardflake.clock.waits</td><td>counter</td><td>ids that waited for the wall clock</td></tr>
 *   <tr><td>shardflake.clock.backward.steps</td><td>counter</td><td>times the wall clock went back</td></tr>
 *   <tr><td>shardflake.clock.largest.backward.step</td><td>gauge, s</td><td>the largest of those steps</td></tr>
 *   <tr><td>shardflake.clock.largest.lead</td><td>gauge, s</td><td>the furthest the clock ran ahead</td></tr>
 *   <tr><td>shardflake.layout.remaining.life</td><td>gauge, s</td><td>time until the layout runs out</td></tr>
 *   <tr><td>shardflake.lease.valid</td><td>gauge</td><td>1 while the worker id's lease lets ids through, else
 *       0 (leased or fenced generators only)</td></tr>
 *   <tr><td>shardflake.lease.remaining</td><td>gauge, s</td><td>time until the lease stops ids unless renewed
 *       (leased only)</td></tr>
 *   <tr><td>shardflake.lease.renewals</td><td>counter</td><td>renewals that succeeded (leased only)</td></tr>
 *   <tr><td>shardflake.lease.failures</td><td>counter</td><td>renewals that failed (leased only)</td></tr>
 *   <tr><td>shardflake.lease.renewal.failing</td><td>gauge</td><td>1 while the last renewal failed, else 0
 *       (leased only)</td></tr>
 * </table>
 */
public final class ShardflakeMetrics implements MeterBinder {

    private static final double NANOS_PER_SECOND = 1e9;

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
        Tags tags = Tags.of("worker", Integer.toString(generator.workerId()), "layout", generator.layout().name());
        counter(registry, tags, "shardflake.ids.generated", "Ids made", ClockStatistics::issued);
        counter(registry, tags, "shardflake.clock.borrowed.ticks",
                "Ticks borrowed ahead of the wall clock because a tick's sequence was used up",
                ClockStatistics::borrowedTicks);
        counter(registry, tags, "shardflake.clock.waits", "Ids that had to wait for the wall clock",
                ClockStatistics::waits);
        counter(registry, tags, "shardflake.clock.backward.steps", "Times the wall clock was seen to go back",
                ClockStatistics::backwardSteps);
        seconds(registry, tags, "shardflake.clock.largest.backward.step", "The largest backward step of the wall clock",
                g -> g.statistics().largestBackwardStep());
        seconds(registry, tags, "shardflake.clock.largest.lead",
                "The furthest the logical clock ran ahead of the wall clock", g -> g.statistics().largestLead());
        seconds(registry, tags, "shardflake.layout.remaining.life", "Time until the layout can express no more ids",
                SnowflakeGenerator::remainingLife);
        bindLease(registry, tags);
    }

    private void bindLease(MeterRegistry registry, Tags tags) {
        WorkerFence fence = generator.fence();
        if (lease != null) {
            Gauge.builder("shardflake.lease.valid", lease, l -> l.isValid() ? 1 : 0).tags(tags)
                    .description("1 while the worker id's lease lets ids through, else 0").register(registry);
            Gauge.builder("shardflake.lease.remaining", lease, l -> secondsUntil(l.validUntil())).tags(tags)
                    .baseUnit("seconds").description("Time until the lease stops ids unless a renewal succeeds")
                    .register(registry);
            FunctionCounter.builder("shardflake.lease.renewals", lease, WorkerLease::renewals).tags(tags)
                    .description("Renewals of the worker id's lease that succeeded").register(registry);
            FunctionCounter.builder("shardflake.lease.failures", lease, WorkerLease::renewalFailures).tags(tags)
                    .description("Renewals of the worker id's lease that failed").register(registry);
            Gauge.builder("shardflake.lease.renewal.failing", lease, l -> l.lastRenewalFailure().isPresent() ? 1 : 0)
                    .tags(tags).description("1 while the last renewal of the lease failed, else 0")
                    .register(registry);
        } else if (fence.isLive()) {
            Gauge.builder("shardflake.lease.valid", fence, f -> f.isValid() ? 1 : 0).tags(tags)
                    .description("1 while the worker id's fence lets ids through, else 0").register(registry);
        }
    }

    /** Not {@code toNanos()}: it overflows past 292 years, and a 63-bit layout lasts far longer. */
    private static double toSeconds(Duration duration) {
        return duration.getSeconds() + duration.getNano() / NANOS_PER_SECOND;
    }

    private double secondsUntil(Instant instant) {
        return (instant.toEpochMilli() - generator.wallClock().currentTimeMillis()) / 1000.0;
    }

    private void counter(MeterRegistry registry, Tags tags, String name, String description,
            ToDoubleFunction<ClockStatistics> value) {
        FunctionCounter.builder(name, generator, g -> value.applyAsDouble(g.statistics())).tags(tags)
                .description(description).register(registry);
    }

    private void seconds(MeterRegistry registry, Tags tags, String name, String description,
            Function<SnowflakeGenerator, Duration> value) {
        Gauge.builder(name, generator, g -> toSeconds(value.apply(g))).tags(tags)
                .baseUnit("seconds").description(description).register(registry);
    }
}
