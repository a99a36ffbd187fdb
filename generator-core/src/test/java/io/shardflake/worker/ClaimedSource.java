package io.shardflake.worker;

import java.time.Instant;

/** A test source that hands out a given unfenced worker id with a not-before, as a lease's claim would. */
public record ClaimedSource(int workerId, Instant notBefore) implements WorkerIdSource {

    @Override
    public WorkerClaim claim(int maxWorkerId) {
        return WorkerClaim.fenced(workerId, description(), WorkerFence.none(), notBefore);
    }

    @Override
    public String description() {
        return "claimed(" + workerId + ", not before " + notBefore + ")";
    }
}
