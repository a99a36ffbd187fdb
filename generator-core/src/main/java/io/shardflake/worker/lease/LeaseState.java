package io.shardflake.worker.lease;

/**
 * Where a {@link WorkerLease} stands, as its listeners ({@link LeaseListener}) and health checks see it. Ids are made
 * only in {@link #HELD}.
 */
public enum LeaseState {

    /** The worker id is held and its fence open: ids flow. */
    HELD,

    /**
     * The worker id was claimed on a database that may have lost writes (a standby promoted, a backup restored, the
     * table emptied): no id until every fence an earlier holder could still have is closed and no earlier
     * reservation can be reached (see {@link LostWrites#DETECT}).
     */
    QUARANTINED,

    /**
     * Renewals failed until the lease's deadline passed (the database out of reach): no id until a renewal gets
     * through, which the heartbeat keeps trying.
     */
    LAPSED,

    /**
     * The worker id was taken over by another instance, or this instance's claim on it vanished: no id; the lease
     * claims again, with back-off, and returns to {@link #HELD} (or {@link #QUARANTINED}) by itself.
     */
    LOST,

    /** Given back for a snapshot of the JVM (CRaC, SnapStart): no id until {@link WorkerLease#resume()}. */
    SUSPENDED,

    /** Closed for good. */
    CLOSED;

    /** @return true only in {@link #HELD}: ids can be made */
    public boolean makesIds() {
        return this == HELD;
    }
}
