package io.shardflake.clock;

import java.time.Duration;

/**
 * What a logical clock has done so far: a snapshot for metrics and diagnostics.
 *
 * @param issued values handed out (ids made)
 * @param borrowedTicks times a full tick made the clock move to a tick the wall clock had not reached
 * @param waits calls that had to wait for the wall clock
 * @param backwardSteps times the wall clock was seen to go backwards
 * @param largestBackwardStep the largest backwards step seen
 * @param largestLead the furthest the clock has run ahead of the wall clock when issuing
 */
public record ClockStatistics(long issued, long borrowedTicks, long waits, long backwardSteps,
        Duration largestBackwardStep, Duration largestLead) {

    /**
     * @param other the counters of a clock that came after this one's (a generator that moved to a new clock)
     * @return the counters of both: sums, and the larger of the largest
     */
    public ClockStatistics plus(ClockStatistics other) {
        return new ClockStatistics(issued + other.issued, borrowedTicks + other.borrowedTicks, waits + other.waits,
                backwardSteps + other.backwardSteps, max(largestBackwardStep, other.largestBackwardStep),
                max(largestLead, other.largestLead));
    }

    private static Duration max(Duration a, Duration b) {
        return a.compareTo(b) >= 0 ? a : b;
    }
}
