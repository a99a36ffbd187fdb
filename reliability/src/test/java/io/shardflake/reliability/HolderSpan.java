package io.shardflake.reliability;

/**
 * What one holder of a worker id did, as it saw it: when its claim returned, when it made its last id, and its ids'
 * range. Times are this JVM's {@code System.nanoTime()}, one clock for every contender.
 *
 * @param workerId the worker id held
 * @param holder the holder's name
 * @param fate how the holder ended
 * @param claimedAt when {@code claimAny()} returned
 * @param lastIdAt when its last id was made (or {@code claimedAt} if it made none)
 * @param ids how many ids it made (and stored)
 * @param minId its smallest id, {@link Long#MAX_VALUE} if none
 * @param maxId its largest id, -1 if none
 */
record HolderSpan(int workerId, String holder, Fate fate, long claimedAt, long lastIdAt, long ids, long minId,
        long maxId) {

    /** How a holder ended. */
    enum Fate {
        /** Gave the id back with {@code close()}. */
        CLOSED,
        /** Crashed: stopped renewing and making ids, never closed; the row has to expire. */
        CRASHED,
        /** Stopped renewing but went on making ids until the lease's fence refused them; never closed. */
        STALLED,
        /** A renewal found the lease taken over, or the fence refused an id before the holder meant to stop. */
        LOST
    }
}
