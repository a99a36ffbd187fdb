package io.shardflake.worker.lease;

import java.time.Duration;
import java.time.Instant;

/**
 * Microseconds since 1970, the unit of every time column: a {@code BIGINT} compares and stores exactly on every
 * database, where timestamp types differ in precision and in what they do with time zones.
 */
final class Micros {

    private Micros() {
    }

    /** @return {@code time} in microseconds since 1970, truncated below a microsecond */
    static long of(Instant time) {
        return Math.addExact(Math.multiplyExact(time.getEpochSecond(), 1_000_000L), time.getNano() / 1000);
    }

    /** @return {@code duration} in whole microseconds */
    static long of(Duration duration) {
        return duration.toNanos() / 1000;
    }

    /** @return the instant {@code micros} microseconds after 1970 */
    static Instant toInstant(long micros) {
        return Instant.ofEpochSecond(Math.floorDiv(micros, 1_000_000L), Math.floorMod(micros, 1_000_000L) * 1000);
    }
}
