package io.shardflake.uuid;

import io.shardflake.clock.ClockLeadExceededException;
import io.shardflake.clock.ClockStatistics;
import java.util.UUID;

/**
 * Makes time-based UUIDs. One implementation per kind: {@link UuidV1Generator}, {@link UuidV6Generator},
 * {@link UuidV7Generator}.
 *
 * <p>Every implementation is thread-safe without locks, and the UUIDs one generator makes never repeat and
 * strictly increase in the kind's time order, across all threads: a generator keeps one logical clock that never
 * goes backwards (see {@link io.shardflake.clock.LogicalClock}).
 */
public interface UuidGenerator {

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
