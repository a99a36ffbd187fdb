package io.shardflake.worker;

import io.shardflake.error.InvalidConfigurationException;
import java.time.Instant;
import java.util.Objects;

/**
 * What a {@link WorkerIdSource} hands out: a worker id together with the guarantees that come with it — the
 * {@link WorkerFence} a generator checks before every id, and the earliest time its ids may carry. They travel as
 * one value so that no API path can take the id and drop the guarantees: a generator built from a lease always
 * checks the lease's fence and starts after the previous holder's reservation.
 *
 * @see io.shardflake.SnowflakeGenerator.Builder#workerIdSource(WorkerIdSource)
 */
public final class WorkerClaim {

    private final int workerId;
    private final String source;
    private final WorkerFence fence;
    private final Instant notBefore;

    private WorkerClaim(int workerId, String source, WorkerFence fence, Instant notBefore) {
        if (workerId < 0) {
            throw new InvalidConfigurationException("worker id", workerId, "0 or more (from " + source + ")");
        }
        this.workerId = workerId;
        this.source = Objects.requireNonNull(source, "source");
        this.fence = Objects.requireNonNull(fence, "fence");
        this.notBefore = Objects.requireNonNull(notBefore, "notBefore");
    }

    /**
     * A worker id nothing can take away: no fence, no earliest time.
     *
     * @param workerId the worker id, 0 or more
     * @param source where it came from, e.g. {@code fixed(7)}
     * @return the claim
     * @throws InvalidConfigurationException if {@code workerId} is negative
     */
    public static WorkerClaim unfenced(int workerId, String source) {
        return new WorkerClaim(workerId, source, WorkerFence.none(), Instant.EPOCH);
    }

    /**
     * A worker id granted for a while, e.g. by a lease.
     *
     * @param workerId the worker id, 0 or more
     * @param source where it came from, e.g. {@code lease(shardflake_worker_lease, any free id)}
     * @param fence the fence the generator must check before every id
     * @param notBefore the earliest time the ids may carry: after the previous holder's reservation
     * @return the claim
     * @throws InvalidConfigurationException if {@code workerId} is negative
     */
    public static WorkerClaim fenced(int workerId, String source, WorkerFence fence, Instant notBefore) {
        return new WorkerClaim(workerId, source, fence, notBefore);
    }

    /** @return the worker id */
    public int workerId() {
        return workerId;
    }

    /** @return where the worker id came from, e.g. {@code fixed(7)} or {@code lease(…, hostname-hash(web-7))} */
    public String source() {
        return source;
    }

    /** @return the fence to check before every id; {@link WorkerFence#none()} when nothing can revoke the id */
    public WorkerFence fence() {
        return fence;
    }

    /** @return the earliest time the ids may carry; {@link Instant#EPOCH} when there is no such bound */
    public Instant notBefore() {
        return notBefore;
    }

    @Override
    public String toString() {
        return "WorkerClaim[" + workerId + " from " + source + (fence.isLive() ? ", fenced" : "")
                + (notBefore.equals(Instant.EPOCH) ? "" : ", not before " + notBefore) + "]";
    }
}
