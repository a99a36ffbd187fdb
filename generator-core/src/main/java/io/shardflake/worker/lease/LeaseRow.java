package io.shardflake.worker.lease;

/**
 * One row of the lease table, as read.
 *
 * @param workerId the worker id (primary key)
 * @param holder who holds or last held it
 * @param claimedAt when the holder claimed it, database clock, µs since 1970
 * @param renewedAt when the holder last renewed it, database clock
 * @param expiresAt when it becomes free unless renewed, database clock
 * @param reservedUntil the latest time the holder's ids may carry, in id time (the holder's clock)
 * @param version bumped by every write, so a claim can tell the row it read from a row changed since
 * @param writtenOn the database server (and timeline) the row's last write was made on, as
 *     {@link LeaseDialect#readOrigin} names it; empty when not recorded
 */
record LeaseRow(int workerId, LeaseHolder holder, long claimedAt, long renewedAt, long expiresAt,
        long reservedUntil, long version, String writtenOn) {

    /** @return true if nobody holds the worker id at database time {@code nowMicros} */
    boolean isFreeAt(long nowMicros) {
        return expiresAt <= nowMicros;
    }
}
