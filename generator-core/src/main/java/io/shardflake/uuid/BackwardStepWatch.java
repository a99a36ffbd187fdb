package io.shardflake.uuid;

import io.shardflake.clock.WallClock;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A wall clock that counts how often the clock it wraps goes backwards, seen through the reads the logical clock
 * makes anyway (no extra read per id).
 *
 * <p>Why not {@code LogicalClock.statistics().backwardSteps()}: that counter compares a thread's reading with
 * the last tick <em>recorded after</em> the read, so two threads racing (one reads 5, the other reads and records
 * 6, the first then records 5) count a step that never happened; under load that is hundreds per second. Here
 * the highest time seen is loaded <em>before</em> the read: a value in it came from a read that finished before
 * this one began, so a smaller reading is a real step back. (And a statistics snapshot per id would allocate.)
 */
final class BackwardStepWatch implements WallClock {

    private final WallClock clock;
    private final AtomicLong highest = new AtomicLong(Long.MIN_VALUE);
    private final AtomicLong steps = new AtomicLong();

    BackwardStepWatch(WallClock clock) {
        this.clock = clock;
    }

    @Override
    public long currentTimeMicros() {
        long seen = highest.get();
        long now = clock.currentTimeMicros();
        if (now > seen) {
            // Best effort: losing the race to another raise only keeps a slightly lower mark.
            highest.compareAndSet(seen, now);
        } else if (now < seen && highest.compareAndSet(seen, now)) {
            // Lowering the mark makes the step count once, not once per read until the clock catches up.
            steps.incrementAndGet();
        }
        return now;
    }

    /**
     * Waits read the precise clock directly: they happen only when the logical clock is ahead, and the logical
     * clock does not depend on what this watch counts.
     */
    @Override
    public WallClock precise() {
        WallClock precise = clock.precise();
        return precise == clock ? this : precise;
    }

    /** @return how many times the clock was seen to step back */
    long steps() {
        return steps.get();
    }

    @Override
    public String toString() {
        return clock.toString();
    }
}
