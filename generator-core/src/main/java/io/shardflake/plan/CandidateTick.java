package io.shardflake.plan;

import java.time.Duration;

/**
 * The ticks the planner tries, in the order it prefers them when their fits are equally good. Each divides a
 * second exactly, so "ids per second" turns into "ids per tick" with integer arithmetic.
 *
 * <p>1 ms comes first and wins whenever it fits: the time field then reads as milliseconds, like
 * {@code System.currentTimeMillis()} and every Snowflake. Coarser ticks come next (they lose precision but not
 * readability); finer ones last, as they spend bits on precision the rate may not need.
 */
enum CandidateTick {
    MILLISECOND(1_000, "1 ms"),
    TEN_MILLISECONDS(10_000, "10 ms"),
    HUNDRED_MILLISECONDS(100_000, "100 ms"),
    SECOND(1_000_000, "1 s"),
    HUNDRED_MICROSECONDS(100, "100 µs"),
    TEN_MICROSECONDS(10, "10 µs"),
    MICROSECOND(1, "1 µs");

    private final long micros;
    private final String label;

    CandidateTick(long micros, String label) {
        this.micros = micros;
        this.label = label;
    }

    long micros() {
        return micros;
    }

    long perSecond() {
        return 1_000_000 / micros;
    }

    Duration duration() {
        return Duration.ofNanos(micros * 1_000);
    }

    /** @return e.g. {@code 1 ms}, {@code 100 µs} */
    String label() {
        return label;
    }
}
