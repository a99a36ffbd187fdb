package io.shardflake.uuid;

import java.time.Instant;

/**
 * The time of UUID versions 1 and 6: a 60-bit count of 100-nanosecond intervals since the start of the Gregorian
 * calendar, 1582-10-15T00:00:00Z (RFC 9562 §5.1).
 */
final class GregorianTime {

    /** 100-ns intervals from 1582-10-15 to 1970-01-01: 141,427 days. */
    static final long UNIX_EPOCH_OFFSET = 122_192_928_000_000_000L;
    /** 1582-10-15 in microseconds relative to 1970, the epoch of the logical clock. */
    static final long EPOCH_MICROS = -UNIX_EPOCH_OFFSET / 10;
    static final long MAX_TIMESTAMP = (1L << 60) - 1;
    static final Instant FIRST = toInstant(0);
    static final Instant LAST = toInstant(MAX_TIMESTAMP);

    private static final long PER_SECOND = 10_000_000L;

    private GregorianTime() {
    }

    /**
     * @param timestamp 100-ns intervals since 1582-10-15, 0 to 2^60 - 1
     * @return the instant, exact to 100 ns
     */
    static Instant toInstant(long timestamp) {
        long sinceUnix = timestamp - UNIX_EPOCH_OFFSET;
        return Instant.ofEpochSecond(Math.floorDiv(sinceUnix, PER_SECOND), Math.floorMod(sinceUnix, PER_SECOND) * 100);
    }

    /**
     * @param time an instant from 1582-10-15T00:00:00Z to {@link #LAST}, a whole number of 100 ns
     * @return 100-ns intervals since 1582-10-15
     * @throws UuidFieldRangeException if the instant is out of range or finer than 100 ns (never rounded)
     */
    static long fromInstant(Instant time) {
        if (time == null || time.isBefore(FIRST) || time.isAfter(LAST)) {
            throw new UuidFieldRangeException("time", time, FIRST + " to " + LAST + " (60 bits of 100 ns)");
        }
        if (time.getNano() % 100 != 0) {
            // Rounding would make a different UUID than the caller asked for; let them choose how to round.
            throw new UuidFieldRangeException("time", time, "whole multiples of 100 ns (this one has "
                    + time.getNano() % 100 + " ns over); round the instant first");
        }
        return time.getEpochSecond() * PER_SECOND + time.getNano() / 100 + UNIX_EPOCH_OFFSET;
    }
}
