package io.shardflake.spring;

import io.shardflake.config.WorkerChoice;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.worker.WorkerIdSource;
import io.shardflake.worker.lease.TenureHistory;
import io.shardflake.worker.lease.WorkerLease;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The worker id this application makes ids with: the source that chose it and, when the application has a
 * database, the lease that holds it there.
 *
 * <p>With a lease, the generator checks the lease's fence before every id (an instance that lost its lease stops)
 * and starts after the previous holder's reservation. Spring closes this bean at shutdown, after the generator and
 * the JPA layer that use it are gone: that gives the lease back.
 */
public final class ShardflakeWorker implements AutoCloseable {

    // The core's chooser already holds source, lease and ownership together; this bean only gives them a lifecycle.
    private final WorkerChoice choice;
    private final @Nullable TenureHistory history;

    private ShardflakeWorker(WorkerChoice choice, @Nullable TenureHistory history) {
        this.choice = choice;
        this.history = history;
    }

    /**
     * The worker id the core's chooser chose; a lease it claimed is given back on {@link #close()}.
     *
     * @param history the history of the lease's table, read through the lease's DataSource; null without a lease or
     *     with its history off
     */
    static ShardflakeWorker of(WorkerChoice choice, @Nullable TenureHistory history) {
        return new ShardflakeWorker(choice, history);
    }

    /**
     * @return what the generator asks for its worker id: the lease when there is one. Its
     *     {@link WorkerIdSource#description()} names the strategy, e.g. {@code fixed(7)} or
     *     {@code lease(shardflake_worker_lease, hostname-hash(web-7))}
     */
    public WorkerIdSource source() {
        return choice.source();
    }

    /** @return the lease this bean claimed (and gives back on {@link #close()}), not one the application made */
    Optional<WorkerLease> ownedLease() {
        return choice.ownsLease() ? Optional.of(choice.lease()) : Optional.empty();
    }

    /** @return the lease holding the worker id in the application's database, if any (for health checks) */
    public Optional<WorkerLease> lease() {
        return Optional.ofNullable(choice.lease());
    }

    /**
     * @return who held which worker id when, read from the lease's database (for the actuator and the lease audit);
     *     empty without a lease or with {@code shardflake.worker.lease.history.enabled=false}
     */
    public Optional<TenureHistory> history() {
        return Optional.ofNullable(history);
    }

    /**
     * Gives a generator builder this worker id; with a lease, its claim brings the fence and the time its ids must
     * start after.
     *
     * @param builder a generator builder for the layout the worker id was chosen for
     * @return the same builder
     */
    public SnowflakeGenerator.Builder applyTo(SnowflakeGenerator.Builder builder) {
        return builder.workerIdSource(choice.source());
    }

    /** Gives the lease back, if this bean claimed it. Idempotent. */
    @Override
    public void close() {
        if (choice.ownsLease()) {
            choice.lease().close();
        }
    }

    @Override
    public String toString() {
        WorkerLease lease = choice.lease();
        return "ShardflakeWorker[" + (lease != null ? lease : choice.source().description()) + "]";
    }
}
