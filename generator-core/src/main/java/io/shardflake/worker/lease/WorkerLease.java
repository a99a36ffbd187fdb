package io.shardflake.worker.lease;

import io.shardflake.clock.Micros;
import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.error.ShardflakeException;
import io.shardflake.snapshot.Crac;
import io.shardflake.snapshot.FreshEntropy;
import io.shardflake.snapshot.SnapshotAware;
import io.shardflake.worker.WorkerClaim;
import io.shardflake.worker.WorkerIdSource;
import io.shardflake.worker.WorkerLeaseLostException;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.locks.ReentrantLock;
import org.jspecify.annotations.Nullable;

/**
 * This instance's lease on a worker id, from {@link JdbcWorkerLease#claimAny()}, {@link JdbcWorkerLease#claim(int)}
 * or {@link JdbcWorkerLease#register(io.shardflake.worker.WorkerIdSource)}: held, renewed, and healed when lost.
 *
 * <p>It is the generator's {@link WorkerIdSource}: {@code SnowflakeGenerator.builder(layout).workerIdSource(lease)}.
 * Its {@link #claim(int) claim} carries the worker id, the fence of the current holding and {@link #notBefore()} as
 * one value, so the generator always checks the fence (ids stop once the lease's deadline passes without a renewal,
 * measured in elapsed time, and never carry a time past the lease's reservation) and starts after the previous
 * holder's reservation. Only this lease opens, extends and closes its fences.
 *
 * <h2>It heals</h2>
 * A daemon thread renews the lease every heartbeat interval (unless the heartbeat is off, then {@link #renew()} does;
 * see {@link LeaseState} for what each state means). When the worker id is lost — another instance took it over after
 * this one could not renew in time — the fence closes for good and the lease claims again, with back-off: any free
 * worker id for {@code claimAny()}, the same one (once it is free) for {@code claim(int)} and {@code register}. The
 * new holding has a fence of its own; a generator built on this lease moves to it by itself and makes ids again, with
 * no restart. A database out of reach only pauses ids (at the lease's deadline) until a renewal gets through.
 *
 * <h2>It survives lost writes</h2>
 * When the database lost writes (a failover to an asynchronous standby, a restore) the holder, which knows how far its
 * ids went, writes its row back with its true reservation and carries on, unless another live instance took the
 * worker id; a new claim on such a database waits out a quarantine ({@link LostWrites}).
 *
 * <h2>Every call bounded</h2>
 * Renewals and claims run within the lease's call timeout, derived from the heartbeat interval (see
 * {@link JdbcWorkerLease.Builder#callTimeout}); {@link #close()} closes the fence at once and gives the worker id back
 * within one call timeout, never waiting on a renewal stuck on a silent connection.
 *
 * <p>Thread-safe.
 */
public final class WorkerLease implements WorkerIdSource, SnapshotAware, AutoCloseable {

    private static final System.Logger LOG = System.getLogger(WorkerLease.class.getName());
    // The lease instances this process holds: a live row of one of them is never "an earlier run of this host".
    private static final Set<String> HELD_BY_THIS_PROCESS = ConcurrentHashMap.newKeySet();

    private final JdbcWorkerLease leases;
    private final Wanted wanted;
    private final List<LeaseListener> listeners = new CopyOnWriteArrayList<>();
    // Serialises renewals, claims and switches (never held by close(), which must not wait on a stuck renewal).
    private final ReentrantLock steps = new ReentrantLock();

    // Published under this object's monitor together with closed and suspended, so close() and a claim that heals
    // cannot miss each other; read from anywhere.
    private volatile Tenure tenure;
    private volatile boolean closed;
    private volatile boolean suspended;
    private volatile @Nullable Heartbeat heartbeat;

    private volatile LeaseState state;
    private volatile String stateReason;
    private volatile @Nullable String lostReason;
    private volatile boolean lostSinceHeld;
    // Counters for metrics: written under the steps lock, read from anywhere.
    private volatile long renewals;
    private volatile long renewalFailures;
    private volatile long losses;
    private volatile long recoveries;
    private volatile long quarantines;
    private volatile long lostWritesFound;
    private volatile @Nullable ShardflakeException lastRenewalFailure;
    private int failedClaims;
    // Failed renewals since the last step that succeeded: they back off.
    private int failedRenewals;
    // What the last warning of a failed step was about (its SQLState, or its type): the same cause is warned of once.
    private @Nullable String warnedCause;
    // The org.crac resource that suspends and resumes this lease, when that API is on the class path: held here
    // because CRaC's global context holds it weakly.
    private @Nullable Object cracResource;

    private WorkerLease(JdbcWorkerLease leases, Wanted wanted, Tenure first) {
        this.leases = leases;
        this.wanted = wanted;
        this.tenure = first;
        this.state = first.quarantinedAt(leases.elapsed().nanoTime()) ? LeaseState.QUARANTINED : LeaseState.HELD;
        this.stateReason = state == LeaseState.HELD ? "claimed" : first.quarantineReason();
        if (state == LeaseState.QUARANTINED) {
            quarantines++;
        }
    }

    /** Claims what {@code wanted} asks for and starts the heartbeat: the lease's first claim, failing if it fails. */
    static WorkerLease claim(JdbcWorkerLease leases, Wanted wanted) {
        Tenure first = wanted.claim(leases.claims(), "claimed");
        HELD_BY_THIS_PROCESS.add(first.holder.instance());
        WorkerLease lease = new WorkerLease(leases, wanted, first);
        lease.startHeartbeat(lease.delayAfterSuccess(first));
        leases.pruneHistoryWhenDue();
        lease.cracResource = Crac.register(lease).orElse(null);
        return lease;
    }

    /**
     * For tests in this package: what a copy of this process (a cloned virtual machine, a snapshot restored twice)
     * holds beside this lease: the same holding — worker id, lease instance, version, origin — renewed by itself, with
     * a fence of its own that opens at its first renewal.
     */
    static WorkerLease copyOf(WorkerLease original) {
        Tenure held = original.tenure;
        Tenure copy = new Tenure(held.workerId, held.holder, held.notBefore, held.version(), held.origin(),
                new LeaseFence(original.leases.elapsed(), held.description), held.description, held.began,
                held.beganAtMicros);
        WorkerLease lease = new WorkerLease(original.leases, original.wanted, copy);
        lease.startHeartbeat(lease.delayAfterSuccess(copy));
        return lease;
    }

    /** @return true if this process holds the lease instance, i.e. it is not a previous run's */
    static boolean isHeldByThisProcess(String instance) {
        return HELD_BY_THIS_PROCESS.contains(instance);
    }

    /** @return the fence of the current holding, for tests in this package; generators get it through the claim */
    LeaseFence fence() {
        return tenure.fence;
    }

    /** @return the current holding, for tests in this package */
    Tenure tenure() {
        return tenure;
    }

    /** @return the worker id held now (the last one held, while lost) */
    public int workerId() {
        return tenure.workerId;
    }

    /**
     * The worker id held now with its fence and {@link #notBefore()}, for
     * {@code SnowflakeGenerator.Builder.workerIdSource(lease)}. A generator asks again when its fence refuses an id:
     * once the lease healed, the answer is the new holding's.
     *
     * @param maxWorkerId the largest worker id the generator's layout holds
     * @return the claim: worker id, fence and not-before
     * @throws InvalidConfigurationException if the worker id does not fit the generator's layout (the lease was
     *     sized for another layout)
     * @throws WorkerLeaseLostException if the lease is closed, suspended, or lost and not yet claimed again: a
     *     generator built now would make no id
     */
    @Override
    public WorkerClaim claim(int maxWorkerId) {
        if (maxWorkerId < 0) {
            throw new IllegalArgumentException("maxWorkerId = " + maxWorkerId + " is negative: expected 2^bits - 1");
        }
        Tenure current = tenure;
        if (current.workerId > maxWorkerId) {
            throw new InvalidConfigurationException("worker id", current.workerId, "0.." + maxWorkerId
                    + " of the generator's layout; the lease hands out 0.." + leases.maxWorkerId()
                    + ": build the lease with the generator's layout");
        }
        if (closed || suspended || state == LeaseState.LOST) {
            throw new WorkerLeaseLostException(current.description, closed ? "the lease was closed"
                    : suspended ? "the lease was given back for a snapshot of the JVM; it claims anew when resumed"
                    : lostReason + "; claiming a worker id anew");
        }
        return current.claim(description());
    }

    /**
     * Asked by a generator whose wall clock fell behind its ids by more than it may wait (a clock stepped back, or a
     * restart behind in time): when allowed ({@link JdbcWorkerLease.Builder#switchWorkerWhenClockBehind}) and the
     * lease hands out any free id, claims another free worker id whose earlier holder's reservation lies behind this
     * instance's clock and gives the current one back, so ids go on at once.
     *
     * @param current the claim the generator was using
     * @param maxWorkerId the generator's largest worker id
     * @return the new claim, or empty when switching is off, the lease holds one given id, or nothing could be claimed
     */
    @Override
    public Optional<WorkerClaim> claimInstead(WorkerClaim current, int maxWorkerId) {
        if (!leases.switchesWorkerWhenClockBehind() || !wanted.anyId()) {
            return Optional.empty();
        }
        steps.lock();
        try {
            Tenure held = tenure;
            if (held.fence != current.fence()) {
                // Another thread of the generator switched already.
                return Optional.of(claim(maxWorkerId));
            }
            if (closed || suspended || state == LeaseState.LOST) {
                return Optional.empty();
            }
            Tenure next;
            try {
                next = leases.claims().any(wanted.source(), true, held.workerId, "switched from worker id "
                        + held.workerId + " (the wall clock fell behind its ids)");
            } catch (ShardflakeException e) {
                LOG.log(System.Logger.Level.WARNING, "the clock of {0} fell behind its ids, and no other worker id could"
                        + " be claimed: {1}", held.description, e.getMessage());
                return Optional.empty();
            }
            held.fence.revoke("this instance switched to worker id " + next.workerId + " because its wall clock fell"
                    + " behind its ids");
            if (!adopt(next)) {
                return Optional.empty();
            }
            release(held, "switched to worker id " + next.workerId + " (the wall clock fell behind its ids)");
            LOG.log(System.Logger.Level.WARNING, "the wall clock fell behind the ids of {0}: switched to {1}, whose"
                    + " earlier ids all lie behind the clock, instead of waiting", held.description, next.description);
            changeState(next.quarantinedAt(leases.elapsed().nanoTime()) ? LeaseState.QUARANTINED : LeaseState.HELD,
                    "switched to worker id " + next.workerId + " (the wall clock fell behind)");
            return Optional.of(claim(maxWorkerId));
        } finally {
            steps.unlock();
        }
    }

    /** @return e.g. {@code lease(shardflake_worker_lease, hostname-hash(web-9))} */
    @Override
    public String description() {
        return "lease(" + leases.tableName() + ", " + wanted.source() + ")";
    }

    /**
     * The earliest time this holder's ids may carry, handed to the generator in its {@link #claim(int) claim}: the
     * first tick after the previous holder's reservation ({@link Instant#EPOCH} for a worker id never used before),
     * or the end of a quarantine if that is later. Whatever this instance's clock says, its ids then come after every
     * id the previous holder could have made.
     *
     * <p>When this instance's clock is behind it by at most the generator's max lead, ids flow at once; by more,
     * up to max lead + max wait, the first id waits; by more than that (a clock set back across a restart), the
     * first {@code nextId()} throws {@link io.shardflake.clock.ClockLeadExceededException} at once, and so does
     * every call until the clock has caught up. Never an id that could repeat.
     *
     * <p>Aligned to the tick of the layout given to {@link JdbcWorkerLease.Builder#layout}; when the lease was
     * sized with worker bits only, it is the reservation + 1 µs.
     *
     * @return the first instant the current holding's ids may carry
     */
    public Instant notBefore() {
        return tenure.notBefore;
    }

    /** @return who holds the worker id: this host, process and lease instance, and how the id was chosen */
    public LeaseHolder holder() {
        return tenure.holder;
    }

    /** @return e.g. {@code worker id 3 of table shardflake_worker_lease, held by host web-9 (pid 900, …)} */
    public String holderDescription() {
        return tenure.description;
    }

    /**
     * @return when ids stop unless a renewal succeeds first, for display: this instance's wall clock at the last
     *     claim or renewal plus the lease duration (the fence itself measures the duration in elapsed time, so a
     *     wall clock that steps does not move the real deadline)
     */
    public Instant validUntil() {
        return Micros.toInstant(tenure.validUntil());
    }

    /** @return the latest time this holder's ids may carry, as recorded in the table */
    public Instant reservedUntil() {
        return Micros.toInstant(tenure.reservedUntil());
    }

    /** @return true while ids may be made: held, not quarantined, deadline not passed */
    public boolean isValid() {
        return !closed && !suspended && state != LeaseState.LOST && tenure.fence.isValid();
    }

    /**
     * @return where the lease stands now: {@link LeaseState#LAPSED} once the deadline passed without a renewal, even
     *     before the heartbeat noticed
     */
    public LeaseState state() {
        LeaseState current = state;
        if ((current == LeaseState.HELD) && !tenure.fence.isValid()) {
            return tenure.fence.isRevoked() ? LeaseState.LOST : LeaseState.LAPSED;
        }
        return current;
    }

    /** @return why the lease is in its {@link #state()}, in words for a log line or a health detail */
    public String stateReason() {
        LeaseState current = state();
        if (current == LeaseState.LAPSED && state == LeaseState.HELD) {
            ShardflakeException failure = lastRenewalFailure;
            return "the lease's deadline passed without a renewal" + (failure == null ? "" : ": " + failure.getMessage());
        }
        return stateReason;
    }

    /** @return how long the current quarantine still holds ids back, {@link Duration#ZERO} when none */
    public Duration quarantineLeft() {
        return Duration.ofNanos(tenure.quarantineLeftNanos(leases.elapsed().nanoTime()));
    }

    /**
     * Adds a listener, told of every change of {@link #state()} from now on.
     *
     * @param listener the listener
     */
    public void addListener(LeaseListener listener) {
        if (listener == null) {
            throw new InvalidConfigurationException("lease listener", null, "a listener");
        }
        listeners.add(listener);
    }

    /** @return the error of the last renewal or claim if it failed, empty after a successful one (for health checks) */
    public Optional<ShardflakeException> lastRenewalFailure() {
        return Optional.ofNullable(lastRenewalFailure);
    }

    /**
     * One step of the heartbeat, now: renews the holding (moving its expiry and reservation forward and re-opening
     * the fence), or, once the worker id was lost, claims one anew. The heartbeat calls this; call it yourself when
     * the heartbeat is off.
     *
     * @throws LeaseDatabaseException if the database cannot be reached in time; the lease is unchanged, ids flow until
     *     {@link #validUntil()}, and a later step may still succeed
     * @throws WorkerLeaseLostException if another instance took the worker id over (the fence is closed for good; the
     *     next step claims anew), or the lease was closed or suspended
     * @throws NoFreeWorkerIdException if the lease was lost and no worker id is free to claim anew
     * @throws LeaseConflictException if the lease was lost and the one worker id it holds is held by another instance
     */
    public void renew() {
        steps.lock();
        try {
            step();
        } finally {
            steps.unlock();
        }
    }

    /** @return renewals that succeeded since the first claim */
    public long renewals() {
        return renewals;
    }

    /** @return renewals that failed since the first claim (the database out of reach, or the id taken over) */
    public long renewalFailures() {
        return renewalFailures;
    }

    /** @return how often ids stopped: the worker id lost, or the deadline passed without a renewal */
    public long losses() {
        return losses;
    }

    /** @return how often ids resumed after a loss, without a restart */
    public long recoveries() {
        return recoveries;
    }

    /**
     * @return this host's wall clock less the database's, measured at the last claim or renewal that got through
     *     (positive: this host's clock leads); a little less than the truth by the time the statement took to reach
     *     the database. A lead beyond {@link JdbcWorkerLease#clockSkew()} is logged, and a claim quarantined after a
     *     loss of writes waits for the lead the table's rows show beyond it
     */
    public Duration clockOffset() {
        return Duration.ofNanos(tenure.clockOffset() * 1000);
    }

    /** @return claims that had to wait out a quarantine because the table may have lost writes */
    public long quarantines() {
        return quarantines;
    }

    /** @return connections the lease's table has opened so far: one, plus one after each broken connection */
    public long connectionsOpened() {
        return leases.connectionsOpened();
    }

    /**
     * @return calls to the lease's database given up on whose thread has not returned yet (for health details): at
     *     most 8, however long the database stays silent
     */
    public int stuckCalls() {
        return leases.stuckCalls();
    }

    /** @return renewals that found the database had lost this holder's writes, and wrote them back */
    public long lostWritesFound() {
        return lostWritesFound;
    }

    /**
     * @return why the worker id was last lost (taken over by whom), empty while the lease has never lost it or after a
     *     plain {@link #close()}
     */
    public Optional<String> lostReason() {
        return Optional.ofNullable(lostReason);
    }

    /** @return true once {@link #close()} was called */
    public boolean isClosed() {
        return closed;
    }

    /** For a snapshot of the JVM: {@link #suspend()}. */
    @Override
    public void beforeSnapshot() {
        suspend();
    }

    /** After a restore: {@link #resume()}. */
    @Override
    public void afterRestore() {
        resume();
    }

    /**
     * Gives the worker id back for a snapshot of the JVM (CRaC's {@code beforeCheckpoint}, a Spring context stopped
     * before a checkpoint): closes the fence (no id from now on), stops the heartbeat and releases the row, as
     * {@link #close()} does, but {@link #resume()} claims anew. Two JVMs restored from one snapshot then each claim
     * a worker id of their own. Idempotent; nothing after {@link #close()}.
     */
    public void suspend() {
        Tenure held;
        synchronized (this) {
            if (closed || suspended) {
                return;
            }
            suspended = true;
            held = tenure;
        }
        stopHolding(held, "the lease was given back for a snapshot of the JVM", true);
        leases.closed();
        changeState(LeaseState.SUSPENDED, "given back for a snapshot of the JVM");
    }

    /**
     * Claims anew after {@link #suspend()} (CRaC's {@code afterRestore}, a Spring context started again): a fresh
     * free worker id for {@code claimAny()}, the same id for {@code claim(int)} and {@code register}. If the claim
     * fails, the lease is {@link LeaseState#LOST} and keeps trying in the background, as after any loss. Nothing when
     * not suspended.
     */
    public void resume() {
        synchronized (this) {
            if (closed || !suspended) {
                return;
            }
        }
        steps.lock();
        try {
            leases.opened();
            // Copies of one snapshot would otherwise try the free ids in the same order, and lose to each other.
            leases.random().setSeed(FreshEntropy.nextLong());
            Tenure next;
            try {
                next = wanted.claim(leases.claims(), "claimed anew after a snapshot of the JVM");
            } catch (ShardflakeException e) {
                synchronized (this) {
                    suspended = false;
                }
                lastRenewalFailure = e;
                lose("claiming anew after a snapshot failed: " + e.getMessage());
                startHeartbeat(retryNanos());
                return;
            }
            synchronized (this) {
                suspended = false;
            }
            if (!adopt(next)) {
                return;
            }
            changeState(next.quarantinedAt(leases.elapsed().nanoTime()) ? LeaseState.QUARANTINED : LeaseState.HELD,
                    "claimed worker id " + next.workerId + " anew after a snapshot");
            startHeartbeat(delayAfterSuccess(next));
        } finally {
            steps.unlock();
        }
    }

    /**
     * Gives the worker id back: closes the fence (no id from now on), stops the heartbeat, and expires the row now,
     * within one call timeout. If the database cannot be reached in time, the row expires by itself at the end of the
     * lease, keeping the whole reservation granted; that is logged, not thrown. Never waits on a renewal stuck on a
     * silent connection. Idempotent.
     *
     * <p>When a generator took the current holding's {@link #claim(int) claim}, the reservation is shrunk to the
     * latest id time the fence let through (or what this holder inherited, if later): the fence is closed first, so
     * no later id exists, and every id made with the worker id passed the fence. A restart of the same worker id soon
     * after a clean shutdown (a rolling deploy) then starts at once instead of waiting out the unused grant. When no
     * claim was taken, the lease cannot vouch for what was made with its worker id, and the whole reservation stays.
     */
    @Override
    public void close() {
        Tenure held;
        boolean wasSuspended;
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            wasSuspended = suspended;
            held = tenure;
        }
        stopHolding(held, "the lease was closed", !wasSuspended);
        if (!wasSuspended) {
            leases.closed();
        }
        changeState(LeaseState.CLOSED, "closed");
    }

    @Override
    public String toString() {
        return "WorkerLease[" + tenure.description + ", " + state() + "]";
    }

    /**
     * Ends the current holding for good: the fence first (once the row is released someone else may claim it, and no
     * id of ours may follow), then the heartbeat, then the row given back unless the holding was lost already.
     */
    private void stopHolding(Tenure held, String reason, boolean release) {
        boolean wasLost = state == LeaseState.LOST;
        held.fence.revoke(reason);
        stopHeartbeat();
        HELD_BY_THIS_PROCESS.remove(held.holder.instance());
        if (release && !wasLost) {
            release(held, reason);
        }
    }

    /** One step: renew the holding, or claim anew once lost. Throws what failed; the caller holds the steps lock. */
    private void step() {
        if (closed) {
            throw new WorkerLeaseLostException(tenure.description, "the lease was closed");
        }
        if (suspended) {
            throw new WorkerLeaseLostException(tenure.description, "the lease was given back for a snapshot of the JVM");
        }
        if (state == LeaseState.LOST) {
            heal();
        } else {
            renewHolding();
        }
    }

    private void renewHolding() {
        Tenure held = tenure;
        LeaseStart start = leases.startNow();
        long reservation = Math.max(held.reservedUntil(), leases.reservationFrom(start.wallMicros()));
        Renewal.Outcome outcome;
        try {
            outcome = Renewal.run(leases, held, reservation);
        } catch (SQLException e) {
            LeaseDatabaseException failure = new LeaseDatabaseException("could not renew the lease on worker id "
                    + held.workerId + " in table " + leases.tableName() + "; ids flow until " + validUntil()
                    + " (this host's clock) unless a renewal succeeds first", e);
            lastRenewalFailure = failure;
            renewalFailures++;
            held.writeUnconfirmed();
            if (!held.fence.isValid() && state == LeaseState.HELD) {
                changeState(LeaseState.LAPSED, "renewals failed until the lease's deadline passed: "
                        + failure.getMessage());
            }
            throw failure;
        }
        if (outcome.lostTo() != null) {
            renewalFailures++;
            lose(outcome.lostTo());
            WorkerLeaseLostException failure = new WorkerLeaseLostException(held.description, outcome.lostTo());
            lastRenewalFailure = failure;
            throw failure;
        }
        long validUntil = start.wallMicros() + Micros.of(leases.leaseDuration());
        held.written(outcome.version(), outcome.now().origin(), reservation, validUntil);
        offsetMeasured(held, start.wallMicros() - outcome.now().micros());
        renewals++;
        lastRenewalFailure = null;
        leases.pruneHistoryWhenDue();
        long now = leases.elapsed().nanoTime();
        if (outcome.lostWrites() != null) {
            lostWritesFound++;
            LOG.log(System.Logger.Level.WARNING, "the lease database lost writes of {0}: {1}. Its holder wrote back its"
                    + " reservation (ids up to {2}) and keeps making ids; new claims wait out a quarantine",
                    held.description, outcome.lostWrites(), Micros.toInstant(reservation));
            if (held.quarantinedAt(now)) {
                // Claimed on a database that has changed again: wait out the new change too.
                held.quarantine(now + leases.stampCheck().quarantine().toNanos(), "the database changed again during"
                        + " the quarantine: " + outcome.lostWrites());
            }
        }
        if (held.quarantinedAt(now)) {
            held.fence.withhold(held.quarantineReason());
            changeState(LeaseState.QUARANTINED, held.quarantineReason());
            return;
        }
        held.fence.grant(start.elapsedNanos() + leases.leaseDuration().toNanos(), Micros.toInstant(validUntil),
                reservation, held.description);
        changeState(LeaseState.HELD, state == LeaseState.QUARANTINED ? "the quarantine is over" : "renewed");
    }

    /** Claims anew after a loss; throws when no worker id could be claimed (the next step tries again). */
    private void heal() {
        Tenure next;
        try {
            next = wanted.claim(leases.claims(), "claimed anew after a loss (" + lostReason + ")");
        } catch (ShardflakeException e) {
            lastRenewalFailure = e;
            failedClaims++;
            throw e;
        }
        failedClaims = 0;
        if (!adopt(next)) {
            return;
        }
        lastRenewalFailure = null;
        changeState(next.quarantinedAt(leases.elapsed().nanoTime()) ? LeaseState.QUARANTINED : LeaseState.HELD,
                "claimed worker id " + next.workerId + " anew");
    }

    /**
     * Makes {@code next} the current holding, unless the lease was closed or suspended meanwhile (then gives it back).
     *
     * @return true if adopted
     */
    private boolean adopt(Tenure next) {
        synchronized (this) {
            if (!closed && !suspended) {
                tenure = next;
                HELD_BY_THIS_PROCESS.add(next.holder.instance());
                if (next.quarantineReason() != null) {
                    quarantines++;
                }
                return true;
            }
        }
        next.fence.revoke("the lease was closed");
        release(next, "the lease was closed while it claimed");
        return false;
    }

    /** Records the clock offset a renewal measured, warning when a lead goes beyond the clock skew. */
    private void offsetMeasured(Tenure held, long offsetMicros) {
        long allowed = Micros.of(leases.clockSkew());
        if (offsetMicros > allowed && held.clockOffset() <= allowed) {
            LOG.log(System.Logger.Level.WARNING, "this host''s clock leads the database''s by {0}, more than the clock"
                    + " skew allowed for ({1}): after a loss of writes, new claims wait for this lead too, as far as"
                    + " the table''s rows show it. Correct the clock (NTP), or set the clock skew above the lead",
                    Duration.ofNanos(offsetMicros * 1000), leases.clockSkew());
        }
        held.clockOffset(offsetMicros);
    }

    private void lose(String reason) {
        Tenure held = tenure;
        lostReason = reason;
        held.fence.revoke(reason);
        HELD_BY_THIS_PROCESS.remove(held.holder.instance());
        changeState(LeaseState.LOST, reason);
    }

    /**
     * Gives a holding's row back, bounded by the call timeout, and ends its tenure in the history (in the same
     * transaction); logs, never throws.
     *
     * @param why why, for the history
     */
    private void release(Tenure held, String why) {
        long used = held.claimed() ? held.usedReservation() : held.reservedUntil();
        held.reservedUntil(used);
        LeaseTable table = leases.table();
        HistoryTable history = leases.history();
        try {
            leases.link().call(connection -> {
                long now = table.databaseNow(connection);
                boolean released = table.release(connection, held.workerId, held.holder.instance(), now, used);
                if (history != null) {
                    // A row no longer the holder's: lost meanwhile, and the reservation given back is not the end.
                    String how = released ? "released: " + why : "lost before its release (" + why + "): its row was"
                            + " no longer its holder's";
                    if (!history.end(connection, held.workerId, held.holder.instance(), now, used, how, released)) {
                        history.begin(connection, held.record(leases.application(), now, used, how));
                    }
                }
                return released;
            });
        } catch (SQLException | RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "could not release {0}; it expires by itself within {1} of its last"
                    + " renewal: {2}", held.description, leases.leaseDuration(), e instanceof SQLException sql
                            ? LeaseDatabaseException.describe(sql) : e.toString());
        }
    }

    private void changeState(LeaseState next, String reason) {
        LeaseState previous;
        synchronized (this) {
            previous = state;
            if (previous == next || previous == LeaseState.CLOSED) {
                stateReason = previous == next ? reason : stateReason;
                return;
            }
            state = next;
            stateReason = reason;
        }
        if (previous == LeaseState.HELD && (next == LeaseState.LAPSED || next == LeaseState.LOST)) {
            losses++;
            lostSinceHeld = true;
            LOG.log(System.Logger.Level.WARNING, "{0} makes no ids: {1}", tenure.description, reason);
        } else if (next == LeaseState.HELD && lostSinceHeld) {
            recoveries++;
            lostSinceHeld = false;
            LOG.log(System.Logger.Level.INFO, "{0} makes ids again: {1}", tenure.description, reason);
        }
        for (LeaseListener listener : listeners) {
            try {
                listener.changed(this, next, reason);
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "a lease listener failed: {0}", e.toString());
            }
        }
    }

    private void startHeartbeat(long firstNanos) {
        Duration interval = leases.heartbeatInterval();
        if (interval.isZero()) {
            return;
        }
        Heartbeat next = new Heartbeat(leases.heartbeatScheduler(), "shardflake-lease-" + leases.tableName(),
                Duration.ofNanos(firstNanos), this::beat);
        heartbeat = next;
        next.start();
    }

    private void stopHeartbeat() {
        Heartbeat current = heartbeat;
        if (current != null) {
            current.stop();
        }
    }

    /** One beat of the heartbeat: a step, and when the next one comes. */
    private long beat() {
        if (closed || suspended) {
            return Heartbeat.STOP;
        }
        steps.lock();
        try {
            try {
                step();
            } catch (WorkerLeaseLostException e) {
                // Lost just now, or closed meanwhile: claim anew soon, unless closed.
                return closed || suspended ? Heartbeat.STOP : retryNanos();
            } catch (RuntimeException e) {
                if (!(e instanceof ShardflakeException)) {
                    lastRenewalFailure = new ShardflakeException("renewal of " + tenure.description + " failed: " + e,
                            e);
                }
                // One warning per cause, not one per retry: a read-only server fails every renewal alike.
                System.Logger.Level level = warnOnce(e);
                if (state == LeaseState.LOST) {
                    LOG.log(level, "claiming a worker id anew failed, retrying: {0}", e.getMessage());
                    return backOffNanos(failedClaims);
                }
                failedRenewals++;
                LOG.log(level, "renewal failed, retrying with back-off until one succeeds: {0}", e.getMessage());
                // Come back at the deadline at the latest, so a lapse is noticed (and told) when it happens.
                long left = tenure.fence.remainingNanos();
                // Never longer than the interval less one call: a renewal started once the cause went away ends
                // within one interval of it.
                long backOff = Math.min(backOffNanos(failedRenewals - 1), Math.max(retryNanos(),
                        leases.heartbeatInterval().toNanos() - leases.callTimeout().toNanos()));
                return left > 0 ? Math.min(backOff, left) : backOff;
            }
            failedRenewals = 0;
            warnedCause = null;
            return closed || suspended ? Heartbeat.STOP : delayAfterSuccess(tenure);
        } finally {
            steps.unlock();
        }
    }

    /** @return WARNING for the first failure of a cause since the last success, DEBUG for the same cause again */
    private System.Logger.Level warnOnce(RuntimeException e) {
        String cause = e.getClass().getName();
        for (Throwable next = e; next != null; next = next.getCause()) {
            if (next instanceof SQLException sql) {
                cause = "SQLState " + sql.getSQLState();
                break;
            }
        }
        if (cause.equals(warnedCause)) {
            return System.Logger.Level.DEBUG;
        }
        warnedCause = cause;
        return System.Logger.Level.WARNING;
    }

    private long delayAfterSuccess(Tenure held) {
        long interval = leases.heartbeatInterval().toNanos();
        long quarantine = held.quarantineLeftNanos(leases.elapsed().nanoTime());
        return quarantine > 0 ? Math.min(interval, quarantine) : interval;
    }

    private long retryNanos() {
        return Math.max(1, leases.heartbeatInterval().toNanos() / 3);
    }

    /**
     * A third of the interval, doubled {@code doublings} times, up to the interval: a cause that went away is found
     * within one interval.
     */
    private long backOffNanos(int doublings) {
        long delay = retryNanos() << Math.min(doublings, 10);
        return Math.min(leases.heartbeatInterval().toNanos(), delay);
    }

    /** What a lease claims each time: any free worker id, or one given id. */
    record Wanted(int workerId, String source) {

        static final int ANY = -1;

        boolean anyId() {
            return workerId == ANY;
        }

        /** @param why why it claims, for the tenure's history */
        Tenure claim(Claims claims, String why) {
            return anyId() ? claims.any(source, false, ANY, why) : claims.one(workerId, source, why);
        }
    }
}
