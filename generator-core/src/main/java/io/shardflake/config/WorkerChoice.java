package io.shardflake.config;

import io.shardflake.worker.WorkerIdSource;
import io.shardflake.worker.lease.WorkerLease;

/**
 * The worker id a {@link WorkerChooser} chose: the source a generator asks, and the lease holding it in the
 * database, if any.
 *
 * @param source what the generator asks for its worker id: the lease when there is one
 * @param lease the lease, or null
 * @param ownsLease whether the chooser claimed the lease (and its owner must close it), rather than borrowing one
 *     the application made
 */
public record WorkerChoice(WorkerIdSource source, WorkerLease lease, boolean ownsLease) {

    static WorkerChoice unleased(WorkerIdSource source) {
        return new WorkerChoice(source, null, false);
    }

    static WorkerChoice leased(WorkerLease lease) {
        return new WorkerChoice(lease, lease, true);
    }

    static WorkerChoice borrowed(WorkerLease lease) {
        return new WorkerChoice(lease, lease, false);
    }

    /** Gives the lease back, if the chooser claimed it. Idempotent. */
    public void close() {
        if (ownsLease) {
            lease.close();
        }
    }
}
