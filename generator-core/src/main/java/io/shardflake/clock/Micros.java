package io.shardflake.clock;

import java.time.Duration;
import java.time.Instant;

/**
 * Microseconds since 1970-01-01T00:00:00Z: the unit of every wall clock, layout epoch and lease column (a
 * {@code BIGINT} compares and stores exactly on every database, where timestamp types differ in precision and in
 * what they do with time zones). The one place that turns instants into microseconds and back.
 */
public final class Micros {

    private static final long PER_SECOND = 1_000_000L;

    private Micros() {
    }

    /**
     * @param time an instant
     * @return {@code time} in microseconds since 1970, truncated below a microsecond
     * @throws ArithmeticException if it does not fit a {@code long} (about ±292,000 years from 1970)
     */
    public static long of(Instant time) {
        return Math.addExact(Math.multiplyExact(time.getEpochSecond(), PER_SECOND), time.getNano() / 1000);
    }

    /**
     * @param duration a duration
     * @return {@code duration} in whole microseconds
     * @throws ArithmeticException if it does not fit a {@code long} of nanoseconds (about 292 years)
     */
    public static long of(Duration duration) {
        return duration.toNanos() / 1000;
    }

    /**
     * @param micros microseconds since 1970
     * @return that instant
     */
    public static Instant toInstant(long micros) {
        return Instant.ofEpochSecond(Math.floorDiv(micros, PER_SECOND), Math.floorMod(micros, PER_SECOND) * 1000);
    }
}
