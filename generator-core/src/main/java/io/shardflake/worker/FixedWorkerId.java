package io.shardflake.worker;

import io.shardflake.error.InvalidConfigurationException;

/** A worker id the operator chose. Checked against the field, never masked: 1024 in 10 bits is an error, not 0. */
final class FixedWorkerId implements WorkerIdSource {

    /** The parameter name in messages; the starter restates it as its property key. */
    static final String PARAMETER = "worker id";

    private final int workerId;

    FixedWorkerId(int workerId) {
        if (workerId < 0) {
            // No field holds a negative id, so there is no need to wait for the layout to say so.
            throw new InvalidConfigurationException(PARAMETER, workerId, "0..2^bits - 1 of the worker field");
        }
        this.workerId = workerId;
    }

    @Override
    public WorkerClaim claim(int maxWorkerId) {
        WorkerIdRange.checkMax(maxWorkerId);
        if (workerId > maxWorkerId) {
            throw new InvalidConfigurationException(PARAMETER, workerId, WorkerIdRange.describe(maxWorkerId));
        }
        return WorkerClaim.unfenced(workerId, description());
    }

    @Override
    public String description() {
        return "fixed(" + workerId + ")";
    }

    @Override
    public String toString() {
        return description();
    }
}
