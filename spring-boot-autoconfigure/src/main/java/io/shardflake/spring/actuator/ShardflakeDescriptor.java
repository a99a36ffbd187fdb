package io.shardflake.spring.actuator;

import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ClockPolicy;
import io.shardflake.clock.ClockStatistics;
import io.shardflake.worker.WorkerFence;
import io.shardflake.worker.lease.WorkerLease;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.actuate.endpoint.OperationResponseBody;

/**
 * What {@code GET /actuator/shardflake} returns: the generator's worker id, layout, clock policy, counters and
 * lease. Times are ISO-8601 text (instants in UTC, durations as {@code PT…}).
 *
 * <p>An {@link OperationResponseBody}: the actuator writes it with its own JSON mapper, which leaves out null
 * values, so the application's {@code spring.jackson.*} settings and {@code shardflake.jackson.*} do not change it.
 *
 * @param workerId the worker id in every id
 * @param strategy {@code shardflake.worker.strategy} (e.g. {@code auto}), or {@code custom} when the application
 *     made its own generator
 * @param workerSource where the worker id came from, e.g. {@code lease(shardflake_worker_lease, hostname-hash(web-7))}
 * @param defaultShard the shard of ids made without one
 * @param layout the layout of the ids
 * @param endOfLife the first instant the layout cannot express
 * @param remainingLife how long until then, by the generator's clock (negative once past)
 * @param clockPolicy how far the clock may run ahead and how long an id may wait
 * @param counters what the clock has done so far
 * @param lease the worker id's lease, or null (left out of the JSON) when the id is not leased
 */
public record ShardflakeDescriptor(int workerId, String strategy, String workerSource, int defaultShard,
        Layout layout, String endOfLife, String remainingLife, Clock clockPolicy, Counters counters,
        @Nullable Lease lease) implements OperationResponseBody {

    /**
     * @param generator the generator to describe
     * @param strategy the strategy as configured, or {@code custom}
     * @param lease the generator's lease, or null (then its fence, if any, is described)
     * @return a snapshot of the generator now
     */
    static ShardflakeDescriptor of(SnowflakeGenerator generator, String strategy, @Nullable WorkerLease lease) {
        IdLayout layout = generator.layout();
        return new ShardflakeDescriptor(generator.workerId(), strategy, generator.workerSource(),
                generator.defaultShard(), Layout.of(layout), layout.endOfLife().toString(),
                generator.remainingLife().toString(), Clock.of(generator.clockPolicy()),
                Counters.of(generator.statistics()), Lease.of(lease, generator.fence()));
    }

    /**
     * @param name the preset's name, or {@code custom}
     * @param fields the fields, most significant first
     * @param tick the length of one tick
     * @param epoch tick 0
     * @param timeOrdered whether time is the leading field (ids sort by time)
     * @param idsPerTick how many ids one worker can make per tick and shard
     */
    public record Layout(String name, List<Field> fields, String tick, String epoch, boolean timeOrdered,
            long idsPerTick) {

        static Layout of(IdLayout layout) {
            List<Field> fields = layout.fields().stream().map(field -> Field.of(layout, field)).toList();
            return new Layout(layout.name(), fields, layout.tick().toString(), layout.epoch().toString(),
                    layout.isTimeOrdered(), layout.idsPerTick());
        }
    }

    /**
     * @param name {@code time}, {@code shard}, {@code worker} or {@code sequence}
     * @param bits its width
     * @param shift how far its lowest bit sits from bit 0
     * @param max the largest value it holds
     */
    public record Field(String name, int bits, int shift, long max) {

        static Field of(IdLayout layout, IdField field) {
            return new Field(field.label(), layout.width(field), layout.shift(field), layout.maxValue(field));
        }
    }

    /**
     * @param maxLead how far the logical clock may run ahead of the wall clock
     * @param maxWait how long one id may wait for the wall clock
     */
    public record Clock(String maxLead, String maxWait) {

        static Clock of(ClockPolicy policy) {
            return new Clock(policy.maxLead().toString(), policy.maxWait().toString());
        }
    }

    /**
     * @param idsGenerated ids made
     * @param borrowedTicks times a full tick made the clock move to a tick the wall clock had not reached
     * @param waits ids that had to wait for the wall clock
     * @param backwardSteps times the wall clock was seen to go backwards
     * @param largestBackwardStep the largest of those steps
     * @param largestLead the furthest the clock ran ahead of the wall clock
     */
    public record Counters(long idsGenerated, long borrowedTicks, long waits, long backwardSteps,
            String largestBackwardStep, String largestLead) {

        static Counters of(ClockStatistics statistics) {
            return new Counters(statistics.issued(), statistics.borrowedTicks(), statistics.waits(),
                    statistics.backwardSteps(), statistics.largestBackwardStep().toString(),
                    statistics.largestLead().toString());
        }
    }

    /**
     * The worker id's lease. A generator the application built itself shows only its fence: {@code valid} and
     * {@code reservedUntil}, the rest null.
     *
     * @param valid whether ids may be made now (not closed, not lost, deadline not passed)
     * @param holder who holds the worker id, or null
     * @param validUntil when ids stop unless a renewal succeeds first, or null
     * @param reservedUntil the latest time this holder's ids may carry, or null
     * @param notBefore the earliest time this holder's ids may carry (after the previous holder's), or null
     * @param lastRenewalFailure the error of the last renewal if it failed, else null
     */
    public record Lease(boolean valid, @Nullable String holder, @Nullable String validUntil,
            @Nullable String reservedUntil, @Nullable String notBefore, @Nullable String lastRenewalFailure) {

        static @Nullable Lease of(@Nullable WorkerLease lease, WorkerFence fence) {
            if (lease != null) {
                return new Lease(lease.isValid(), lease.holderDescription(), lease.validUntil().toString(),
                        lease.reservedUntil().toString(), lease.notBefore().toString(),
                        lease.lastRenewalFailure().map(Throwable::getMessage).orElse(null));
            }
            if (fence.isLive()) {
                return new Lease(fence.isValid(), null, null, String.valueOf(fence.reservedUntil()), null, null);
            }
            return null;
        }
    }
}
