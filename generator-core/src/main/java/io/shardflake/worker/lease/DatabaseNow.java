package io.shardflake.worker.lease;

/**
 * The database's clock and what it says it is, read together at the start of a lease transaction.
 *
 * @param micros the database's clock, microseconds since 1970
 * @param origin the server (and timeline) the transaction's writes go to, as {@link LeaseDialect#readOrigin} names
 *     it; empty when the lease does not look ({@link LostWrites#ASSUME}, {@link LostWrites#IMPOSSIBLE})
 */
record DatabaseNow(long micros, String origin) {
}
