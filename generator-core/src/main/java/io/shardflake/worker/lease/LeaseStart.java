package io.shardflake.worker.lease;

/**
 * This instance's two clocks, read together just before a claim or renewal: the wall clock for the reservation (it
 * bounds the time inside the ids), the elapsed clock for the deadline (so a step of the wall clock cannot move it).
 * Both are read before the transaction, so the database's {@code expires_at}, computed inside it, comes later.
 *
 * @param wallMicros the wall clock, in microseconds since 1970
 * @param elapsedNanos the elapsed clock, in nanoseconds
 */
record LeaseStart(long wallMicros, long elapsedNanos) {
}
