package io.shardflake.worker.lease;

/**
 * Told when a {@link WorkerLease} changes {@link LeaseState}: to drive readiness, count losses and recoveries, or log.
 * Called on the thread that made the change (the lease's heartbeat, or the caller of {@code close()},
 * {@code suspend()} or {@code resume()}), after the change: keep it short, and do not call back into the lease's
 * blocking methods.
 */
@FunctionalInterface
public interface LeaseListener {

    /**
     * @param lease the lease that changed
     * @param state its new state
     * @param reason why, in words for a log line (e.g. who took the worker id over)
     */
    void changed(WorkerLease lease, LeaseState state, String reason);
}
