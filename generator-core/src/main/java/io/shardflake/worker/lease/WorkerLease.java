package io.shardflake.worker.lease;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.error.ShardflakeException;
import io.shardflake.clock.Micros;
import io.shardflake.worker.WorkerClaim;
import io.shardflake.worker.WorkerIdSource;
import io.shardflake.worker.WorkerLeaseLostException;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One worker id held by this instance, from {@link JdbcWorkerLease#claimAny()}, {@link JdbcWorkerLease#claim(int)}
 * or {@link JdbcWorkerLease#register(io.shardflake.worker.WorkerIdSource)}.
 *
 * <p>It is the generator's {@link WorkerIdSource}: {@code SnowflakeGenerator.builder(layout).workerIdSource(lease)}.
 * Its {@link #claim(int) claim} carries the worker id, the lease's fence and {@link #notBefore()} as one value, so
 * the generator always checks the fence (ids stop once the lease's deadline passes without a renewal, measured in
 * elapsed time, and never carry a time past the lease's reservation) and starts after the previous holder's
 * reservation. Only this lease opens, extends and closes its fence.
 *
 * <p>Renewed by a daemon thread (unless the heartbeat is off, then by {@link #renew()}); given back by
 * {@link #close()}. Thread-safe.
 */
public final class WorkerLease implements WorkerIdSource, AutoCloseable {

    private static final System.Logger LOG = System.getLogger(WorkerLease.class.getName());
    // The lease instances this process holds: a live row of one of them is never "an earlier run of this host".
    private static final Set<String> HELD_BY_THIS_PROCESS = ConcurrentHashMap.newKeySet();

    private final JdbcWorkerLease leases;
    private final int workerId;
    private final LeaseHolder holder;
    private final Instant notBefore;
    private final LeaseFence fence;
    private final String description;
    private final Heartbeat heartbeat;

    // Written under this lock (renewals and close are serialised, so a renewal never overtakes a release);
    // volatile so that reading them never waits behind a renewal stuck on a slow database.
    private volatile long reservedUntil;
    private volatile long validUntil;
    private volatile boolean closed;
    // Set once a generator took the claim: from then on every id made with this worker id passed the fence, so
    // close() can vouch for the ids made and give back the unused part of the reservation.
    private volatile boolean claimed;
    private volatile String lostReason;
    // Counters for metrics: written under this lock, read from anywhere.
    private volatile long renewals;
    private volatile long renewalFailures;
    private volatile ShardflakeException lastRenewalFailure;

    private WorkerLease(JdbcWorkerLease leases, int workerId, LeaseHolder holder, Instant notBefore) {
        this.leases = leases;
        this.workerId = workerId;
        this.holder = holder;
        this.notBefore = notBefore;
        this.description = "worker id " + workerId + " of table " + leases.tableName() + ", held by " + holder;
        this.fence = new LeaseFence(leases.elapsed(), description);
        Duration interval = leases.heartbeatInterval();
        this.heartbeat = interval.isZero() ? null
                : new Heartbeat(leases.heartbeatScheduler(), "shardflake-lease-" + leases.tableName() + "-"
                        + workerId, interval, interval.dividedBy(3), this::beat);
    }

    /** Opens the fence for a claim just won and starts the heartbeat. */
    static WorkerLease start(JdbcWorkerLease leases, int workerId, LeaseHolder holder, Instant notBefore,
            LeaseStart start, long reservedUntil) {
        WorkerLease lease = new WorkerLease(leases, workerId, holder, notBefore);
        HELD_BY_THIS_PROCESS.add(holder.instance());
        synchronized (lease) {
            lease.granted(start, reservedUntil);
        }
        if (lease.heartbeat != null) {
            lease.heartbeat.start();
        }
        return lease;
    }

    /** @return true if this process holds the lease instance, i.e. it is not a previous run's */
    static boolean isHeldByThisProcess(String instance) {
        return HELD_BY_THIS_PROCESS.contains(instance);
    }

    /** @return the fence this lease keeps, for tests in this package; generators get it through the claim */
    LeaseFence fence() {
        return fence;
    }

    /** @return the leased worker id */
    public int workerId() {
        return workerId;
    }

    /**
     * The leased worker id with this lease's fence and {@link #notBefore()}, for
     * {@code SnowflakeGenerator.Builder.workerIdSource(lease)}.
     *
     * @param maxWorkerId the largest worker id the generator's layout holds
     * @return the claim: worker id, fence and not-before
     * @throws InvalidConfigurationException if the worker id does not fit the generator's layout (the lease was
     *     sized for another layout)
     * @throws WorkerLeaseLostException if the lease is closed or lost: a generator built now would make no id
     */
    @Override
    public WorkerClaim claim(int maxWorkerId) {
        if (maxWorkerId < 0) {
            throw new IllegalArgumentException("maxWorkerId = " + maxWorkerId + " is negative: expected 2^bits - 1");
        }
        if (workerId > maxWorkerId) {
            throw new InvalidConfigurationException("worker id", workerId, "0.." + maxWorkerId
                    + " of the generator's layout; the lease hands out 0.." + leases.maxWorkerId()
                    + ": build the lease with the generator's layout");
        }
        if (closed || lostReason != null) {
            throw new WorkerLeaseLostException(description, closed ? "the lease was closed" : lostReason);
        }
        claimed = true;
        return WorkerClaim.fenced(workerId, description(), fence, notBefore);
    }

    /** @return e.g. {@code lease(shardflake_worker_lease, hostname-hash(web-9))} */
    @Override
    public String description() {
        return "lease(" + leases.tableName() + ", " + holder.source() + ")";
    }

    /**
     * The earliest time this holder's ids may carry, handed to the generator in its {@link #claim(int) claim}: the
     * first tick after the previous holder's reservation ({@link Instant#EPOCH} for a worker id never used
     * before). Whatever this instance's clock says, its ids then come after every id the previous holder could
     * have made.
     *
     * <p>When this instance's clock is behind it by at most the generator's max lead, ids flow at once; by more,
     * up to max lead + max wait, the first id waits; by more than that (a clock set back across a restart), the
     * first {@code nextId()} throws {@link io.shardflake.clock.ClockLeadExceededException} at once, and so does
     * every call until the clock has caught up. Never an id that could repeat.
     *
     * <p>Aligned to the tick of the layout given to {@link JdbcWorkerLease.Builder#layout}; when the lease was
     * sized with worker bits only, it is the reservation + 1 µs.
     *
     * @return the first instant this holder's ids may carry
     */
    public Instant notBefore() {
        return notBefore;
    }

    /** @return who holds the worker id: this host, process and lease instance, and how the id was chosen */
    public LeaseHolder holder() {
        return holder;
    }

    /** @return e.g. {@code worker id 3 of table shardflake_worker_lease, held by host web-9 (pid 900, …)} */
    public String holderDescription() {
        return description;
    }

    /**
     * @return when ids stop unless a renewal succeeds first, for display: this instance's wall clock at the last
     *     claim or renewal plus the lease duration (the fence itself measures the duration in elapsed time, so a
     *     wall clock that steps does not move the real deadline)
     */
    public Instant validUntil() {
        return Micros.toInstant(validUntil);
    }

    /** @return the latest time this holder's ids may carry, as recorded in the table */
    public Instant reservedUntil() {
        return Micros.toInstant(reservedUntil);
    }

    /** @return true while ids may be made: not closed, not lost, deadline not passed */
    public boolean isValid() {
        return !closed && lostReason == null && fence.isValid();
    }

    /** @return the error of the last renewal if it failed, empty after a successful one (for health checks) */
    public Optional<ShardflakeException> lastRenewalFailure() {
        return Optional.ofNullable(lastRenewalFailure);
    }

    /**
     * Renews the lease now: moves its expiry and reservation forward and re-opens the fence. The heartbeat calls
     * this; call it yourself when the heartbeat is off.
     *
     * @throws LeaseDatabaseException if the database cannot be reached; the lease is unchanged, ids flow until
     *     {@link #validUntil()}, and a later renewal may still succeed
     * @throws WorkerLeaseLostException if another instance took the worker id over (the fence is revoked; this
     *     lease is lost for good), or the lease was closed
     */
    public synchronized void renew() {
        if (closed) {
            throw new WorkerLeaseLostException(description, "the lease was closed");
        }
        if (lostReason != null) {
            throw new WorkerLeaseLostException(description, lostReason);
        }
        LeaseStart start = leases.startNow();
        long reservation = Math.max(reservedUntil, leases.reservationFrom(start.wallMicros()));
        LeaseTable table = leases.table();
        String lost;
        try {
            lost = Transaction.run(leases.dataSource(), connection -> {
                long now = table.databaseNow(connection);
                long expiresAt = now + Micros.of(leases.leaseDuration());
                if (table.renew(connection, workerId, holder.instance(), now, expiresAt, reservation)) {
                    return null;
                }
                LeaseRow row = table.row(connection, workerId);
                return row == null ? "its row was deleted from table " + table.name()
                        : "it was taken over by " + row.holder() + " at " + Micros.toInstant(row.claimedAt())
                                + " (database clock)";
            });
        } catch (SQLException e) {
            LeaseDatabaseException failure = new LeaseDatabaseException("could not renew the lease on worker id "
                    + workerId + " in table " + table.name() + "; ids flow until " + validUntil()
                    + " (this host's clock) unless a renewal succeeds first", e);
            lastRenewalFailure = failure;
            renewalFailures++;
            throw failure;
        }
        if (lost != null) {
            renewalFailures++;
            lostReason = lost;
            fence.revoke(lost);
            stopHeartbeat();
            WorkerLeaseLostException failure = new WorkerLeaseLostException(description, lost);
            lastRenewalFailure = failure;
            throw failure;
        }
        granted(start, reservation);
        renewals++;
    }

    /** @return renewals that succeeded since the claim */
    public long renewals() {
        return renewals;
    }

    /** @return renewals that failed since the claim (the database unreachable, or the id taken over) */
    public long renewalFailures() {
        return renewalFailures;
    }

    /**
     * @return why the lease is lost for good (taken over, row deleted), or empty while it is held or after a
     *     plain {@link #close()}
     */
    public Optional<String> lostReason() {
        return Optional.ofNullable(lostReason);
    }

    /** @return true once {@link #close()} was called */
    public boolean isClosed() {
        return closed;
    }

    /**
     * Gives the worker id back: closes the fence (no id from now on), stops the heartbeat, and expires the row
     * now. If the database cannot be reached, the row expires by itself at the end of the lease, keeping the
     * whole reservation granted; that is logged, not thrown. Idempotent.
     *
     * <p>When a generator took this lease's {@link #claim(int) claim}, the reservation is shrunk to the latest id
     * time the fence let through (or what this holder inherited, if later): the fence is closed first, so no later
     * id exists, and every id made with the worker id passed the fence. A restart of the same worker id soon after
     * a clean shutdown (a rolling deploy) then starts at once instead of waiting out the unused grant. When no claim
     * was taken, the lease cannot vouch for what was made with its worker id, and the whole reservation stays.
     */
    @Override
    public void close() {
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            // Fence first: once the row is released someone else may claim it, and no id of ours may follow.
            fence.revoke("the lease was closed");
            stopHeartbeat();
            if (lostReason != null) {
                return;
            }
            LeaseTable table = leases.table();
            long used = claimed ? usedReservation() : reservedUntil;
            reservedUntil = used;
            try {
                Transaction.run(leases.dataSource(), connection ->
                        table.release(connection, workerId, holder.instance(), table.databaseNow(connection), used));
            } catch (SQLException e) {
                LOG.log(System.Logger.Level.WARNING, "could not release {0}; it expires by itself within {1} of its"
                        + " last renewal: {2}", description, leases.leaseDuration(), LeaseDatabaseException.describe(e));
            }
        }
    }

    @Override
    public String toString() {
        return "WorkerLease[" + description + (closed ? ", closed" : lostReason != null ? ", lost" : "") + "]";
    }

    /** The latest id time handed out, never below the reservation this holder inherited. */
    private long usedReservation() {
        return Math.max(Micros.of(notBefore) - 1, fence.highestCheckedMicros());
    }

    private void granted(LeaseStart start, long reservation) {
        reservedUntil = reservation;
        validUntil = start.wallMicros() + Micros.of(leases.leaseDuration());
        lastRenewalFailure = null;
        fence.grant(start.elapsedNanos() + leases.leaseDuration().toNanos(), Micros.toInstant(validUntil), reservation,
                description);
    }

    private Heartbeat.Beat beat() {
        if (closed || lostReason != null) {
            return Heartbeat.Beat.STOPPED;
        }
        try {
            renew();
            return Heartbeat.Beat.RENEWED;
        } catch (WorkerLeaseLostException e) {
            if (!closed) {
                LOG.log(System.Logger.Level.ERROR, "lost {0}: {1}; this generator makes no more ids", description,
                        lostReason);
            }
            return Heartbeat.Beat.STOPPED;
        } catch (RuntimeException e) {
            // Anything else (a database error, a pool that threw) may pass: retry, the deadline is the backstop.
            if (!(e instanceof ShardflakeException)) {
                lastRenewalFailure = new ShardflakeException("renewal of " + description + " failed: " + e, e);
            }
            LOG.log(System.Logger.Level.WARNING, "renewal failed, retrying: {0}", e.getMessage());
            return Heartbeat.Beat.FAILED;
        }
    }

    private void stopHeartbeat() {
        HELD_BY_THIS_PROCESS.remove(holder.instance());
        if (heartbeat != null) {
            heartbeat.stop();
        }
    }
}
