package io.shardflake.uuid;

import io.shardflake.clock.ClockLeadExceededException;
import io.shardflake.clock.ClockStatistics;
import io.shardflake.snapshot.SnapshotAware;
import java.util.UUID;

/**
 * Makes time-based UUIDs. One implementation per kind: {@link UuidV1Generator}, {@link UuidV6Generator},
 * {@link UuidV7Generator}.
 *
 * <p>Every implementation is thread-safe without locks, and the UUIDs one generator makes never repeat and
 * strictly increase in the kind's time order, across all threads: a generator keeps one logical clock that never
 * goes backwards (see {@link io.shardflake.clock.LogicalClock}).
 *
 * <p>Every implementation is {@link SnapshotAware}: after a restore of the JVM it draws its random state anew (v7's
 * random bits, v1 and v6's node and clock sequence), so that copies restored from one snapshot do not make the same
 * UUIDs. Each registers itself with CRaC when built ({@link io.shardflake.snapshot.Crac}).
 */
public interface UuidGenerator extends SnapshotAware {

    /**
     * @return a new UUID
     * @throws ClockLeadExceededException if the wall clock is so far behind the generator's clock that waiting
     *     within the policy cannot help (typically it stepped back by more than lead + wait)
     * @throws io.shardflake.error.LayoutExhaustedException past the last time the UUID's time field holds
     */
    UUID next();

    /** @return counters of the generator's clock: UUIDs made, borrowed ticks, waits, backward steps */
    ClockStatistics statistics();
}
