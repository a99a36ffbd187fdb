package io.shardflake.worker.lease;

import io.shardflake.error.ShardflakeException;
import java.time.Instant;

/**
 * A worker id asked for by number (a fixed id, a hostname hash, a pod ordinal…) is held by another live instance.
 * Two instances making ids with the same worker id can make the same id, so the second one fails at startup,
 * naming both.
 */
public class LeaseConflictException extends ShardflakeException {

    private static final long serialVersionUID = 1L;

    private final int workerId;
    private final LeaseHolder holder;
    private final Instant expiresAt;
    private final LeaseHolder claimant;

    /**
     * @param table the lease table
     * @param workerId the worker id both want
     * @param holder who holds it
     * @param expiresAt when the holder's lease expires unless renewed, by the database's clock
     * @param claimant who asked for it and was refused (no instance)
     */
    public LeaseConflictException(String table, int workerId, LeaseHolder holder, Instant expiresAt,
            LeaseHolder claimant) {
        this(workerId, holder, expiresAt, claimant, "worker id " + workerId + " is held by host " + holder.host()
                + " (pid " + holder.pid() + ", instance " + holder.instance() + ", from " + holder.source() + ") until " + expiresAt
                + " (database clock, table " + table + "); this host " + claimant.host() + " (pid " + claimant.pid()
                + ") also derived " + workerId + " from " + claimant.source() + ". Two live instances must not share"
                + " a worker id: give one of them another id, or let the lease pick a free one");
    }

    /**
     * @param workerId the worker id both want
     * @param holder who holds it
     * @param expiresAt when the holder's lease expires unless renewed, by the database's clock
     * @param claimant who asked for it and was refused (no instance)
     * @param message the whole message, for a conflict of a kind the plain constructor does not describe
     */
    LeaseConflictException(int workerId, LeaseHolder holder, Instant expiresAt, LeaseHolder claimant,
            String message) {
        super(message);
        this.workerId = workerId;
        this.holder = holder;
        this.expiresAt = expiresAt;
        this.claimant = claimant;
    }

    /** @return the worker id both want */
    public int workerId() {
        return workerId;
    }

    /** @return who holds it */
    public LeaseHolder holder() {
        return holder;
    }

    /** @return when the holder's lease expires unless renewed, by the database's clock */
    public Instant expiresAt() {
        return expiresAt;
    }

    /** @return who asked for it and was refused */
    public LeaseHolder claimant() {
        return claimant;
    }
}
