package io.shardflake.config;

import io.shardflake.worker.WorkerIdSource;
import io.shardflake.worker.lease.WorkerLease;
import org.jspecify.annotations.Nullable;

/**
 * The worker id a {@link WorkerChooser} chose: the source a generator asks, and the lease holding it in the
 * database, if any.
 *
 * @param source what the generator asks for its worker id: the lease when there is one
 * @param lease the lease, or null
 * @param ownsLease whether the chooser claimed the lease (and its owner must close it), rather than borrowing one
 *     the application made
 * @param warning what the integration should log as a warning at startup (a hashed worker id that nothing checks,
 *     with the chance of a collision), or null
 */
public record WorkerChoice(WorkerIdSource source, @Nullable WorkerLease lease, boolean ownsLease,
        @Nullable String warning) {

    static WorkerChoice unleased(WorkerIdSource source) {
        return new WorkerChoice(source, null, false, null);
    }

    static WorkerChoice unchecked(WorkerIdSource source, String warning) {
        return new WorkerChoice(source, null, false, warning);
    }

    static WorkerChoice leased(WorkerLease lease) {
        return new WorkerChoice(lease, lease, true, null);
    }

    static WorkerChoice borrowed(WorkerLease lease) {
        return new WorkerChoice(lease, lease, false, null);
    }

    /** Gives the lease back, if the chooser claimed it. Idempotent. */
    public void close() {
        if (ownsLease) {
            lease.close();
        }
    }
}
