package io.shardflake.reliability.failover;

import io.shardflake.IdLayout;
import io.shardflake.LayoutPreset;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ClockLeadExceededException;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import io.shardflake.error.ShardflakeException;
import io.shardflake.testdb.ApplicationAccount;
import io.shardflake.testdb.TcpProxy;
import io.shardflake.worker.WorkerLeaseLostException;
import io.shardflake.worker.lease.JdbcWorkerLease;
import io.shardflake.worker.lease.LeaseState;
import io.shardflake.worker.lease.LostWrites;
import io.shardflake.worker.lease.UnpooledDataSource;
import io.shardflake.worker.lease.WorkerLease;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import org.jspecify.annotations.Nullable;

/**
 * One application instance of a failover scenario: its own route to the database's virtual IP (a proxy a test can
 * silence, as a network partition of that one instance), its own lease, and a thread that claims a worker id (again
 * and again until it has one) and then makes ids at a high rate — {@value #IDS_PER_MILLISECOND} a millisecond — keeping
 * every one, so ids of two instances can be compared exactly.
 */
final class Instance implements AutoCloseable {

    static final IdLayout LAYOUT = LayoutPreset.TWITTER.layout();
    static final Duration LEASE = Duration.ofSeconds(3);
    private static final int IDS_PER_MILLISECOND = 200;

    private final String name;
    private final TcpProxy route;
    private final JdbcWorkerLease leases;
    private final @Nullable ManualClock clock;
    private final Thread thread;
    private final AtomicLong refused = new AtomicLong();
    private volatile boolean making = true;
    private volatile @Nullable WorkerLease lease;
    private volatile @Nullable SnowflakeGenerator generator;
    private volatile long firstIdNanos;
    private volatile long lastIdNanos;
    private volatile long longestGapNanos;
    // Written by the instance's thread only; read after it stopped.
    private long[] ids = new long[1 << 16];
    private int count;

    private Instance(String name, String url, String table, int maxWorkerId, LostWrites lostWrites,
            @Nullable ManualClock clock) {
        this.name = name;
        this.clock = clock;
        this.route = ReplicatedDatabase.privateRoute(url);
        JdbcWorkerLease.Builder builder = JdbcWorkerLease.builder(UnpooledDataSource.of(
                        ReplicatedDatabase.through(url, route), ApplicationAccount.USER, ApplicationAccount.PASSWORD))
                .table(table).layout(LAYOUT).holder(name, 100).leaseDuration(LEASE).maxWorkerId(maxWorkerId)
                .lostWrites(lostWrites);
        if (clock != null) {
            // Scripted time: the test moves the clock and renews by hand.
            builder.clock(clock).monotonicClock(clock).heartbeatInterval(Duration.ZERO);
        }
        this.leases = builder.build();
        this.thread = new Thread(this::run, name);
        thread.setDaemon(true);
    }

    /** Starts an instance on the system's clocks, with a heartbeat. */
    static Instance start(String name, String url, String table, int maxWorkerId, LostWrites lostWrites) {
        Instance instance = new Instance(name, url, table, maxWorkerId, lostWrites, null);
        instance.thread.start();
        return instance;
    }

    /** Starts an instance on a scripted clock (wall and elapsed), renewed only by {@link #renew()}. */
    static Instance startOn(ManualClock clock, String name, String url, String table, int maxWorkerId,
            LostWrites lostWrites) {
        Instance instance = new Instance(name, url, table, maxWorkerId, lostWrites, clock);
        instance.thread.start();
        return instance;
    }

    private void run() {
        while (making && lease == null) {
            try {
                WorkerLease claimed = leases.claimAny();
                SnowflakeGenerator built = SnowflakeGenerator.builder(LAYOUT).workerIdSource(claimed)
                        .clock(clock == null ? ClockSettings.DEFAULT : ClockSettings.of(clock, clock)).build();
                generator = built;
                lease = claimed;
            } catch (ShardflakeException notYet) {
                LockSupport.parkNanos(Duration.ofMillis(50).toNanos());
            }
        }
        while (making) {
            for (int i = 0; i < IDS_PER_MILLISECOND && making; i++) {
                try {
                    keep(generator.nextId());
                } catch (WorkerLeaseLostException | ClockLeadExceededException e) {
                    refused.incrementAndGet();
                    break;
                }
            }
            LockSupport.parkNanos(1_000_000);
        }
    }

    private void keep(long id) {
        if (count == ids.length) {
            ids = Arrays.copyOf(ids, count * 2);
        }
        ids[count++] = id;
        long now = System.nanoTime();
        if (firstIdNanos == 0) {
            firstIdNanos = now;
        } else if (now - lastIdNanos > longestGapNanos) {
            longestGapNanos = now - lastIdNanos;
        }
        lastIdNanos = now;
    }

    /** Cuts this instance off the database (and only it), as a partition of its host would; {@link #heal()} ends it. */
    void cutOff() {
        route.goSilent();
    }

    /** New connections of this instance reach the database again. */
    void heal() {
        route.heal();
    }

    /** Stops making ids (the lease stays as it is). */
    void stopMaking() throws InterruptedException {
        making = false;
        thread.join(Duration.ofSeconds(30).toMillis());
    }

    /**
     * The instance dies: it makes no more ids, and its lease is never renewed or given back.
     *
     * @return the time its last id carries
     */
    Instant die() throws InterruptedException {
        stopMaking();
        cutOff();
        return LAYOUT.decode(ids[count - 1]).timestamp();
    }

    /**
     * For an instance on a scripted clock that has claimed: moves its clock to the first time its ids may carry, past
     * any quarantine, renews, makes ids for {@code overlap} and stops.
     *
     * @throws AssertionError if the lease does not let ids through then
     */
    void makeIdsFromTheFirstAllowedTime(Duration overlap) throws InterruptedException {
        WorkerLease held = lease;
        ManualClock scripted = clock;
        if (held == null || scripted == null) {
            throw new IllegalStateException(name + " has no lease yet, or runs on the system's clocks");
        }
        Duration toFirstId = Duration.between(scripted.instant(), held.notBefore());
        scripted.advance((toFirstId.isNegative() ? Duration.ZERO : toFirstId).plus(held.quarantineLeft()).plusMillis(1));
        held.renew();
        if (held.state() != LeaseState.HELD) {
            throw new AssertionError(name + " is " + held.state() + " after its quarantine: " + held.stateReason());
        }
        FailoverTest.await(name + " makes ids", () -> firstIdNanos != 0);
        Thread.sleep(overlap.toMillis());
        stopMaking();
    }

    /** Renews (or heals) the lease now, for an instance on a scripted clock. */
    void renew() {
        WorkerLease held = lease;
        if (held != null) {
            held.renew();
        }
    }

    /** @return the ids made so far, once {@link #stopMaking()} returned */
    long[] ids() {
        return Arrays.copyOf(ids, count);
    }

    /** @return the lease, once claimed */
    @Nullable WorkerLease lease() {
        return lease;
    }

    /** @return the generator, once built */
    @Nullable SnowflakeGenerator generator() {
        return generator;
    }

    /** @return when the first id was made ({@link System#nanoTime()}), 0 before */
    long firstIdNanos() {
        return firstIdNanos;
    }

    /** @return when the last id was made, 0 before */
    long lastIdNanos() {
        return lastIdNanos;
    }

    /** @return the longest time between two ids in a row */
    Duration longestGap() {
        return Duration.ofNanos(longestGapNanos);
    }

    /** @return ids refused (the lease lost, lapsed or quarantined, the clock behind) */
    long refused() {
        return refused.get();
    }

    @Override
    public void close() throws InterruptedException {
        stopMaking();
        WorkerLease held = lease;
        if (held != null) {
            held.close();
        }
        route.close();
    }

    @Override
    public String toString() {
        return name;
    }

    /** @return how many ids appear in more than one place of the instances' ids together */
    static long repeats(Instance... instances) {
        int total = 0;
        for (Instance instance : instances) {
            total += instance.count;
        }
        long[] all = new long[total];
        int at = 0;
        for (Instance instance : instances) {
            System.arraycopy(instance.ids, 0, all, at, instance.count);
            at += instance.count;
        }
        Arrays.sort(all);
        long repeats = 0;
        for (int i = 1; i < all.length; i++) {
            if (all[i] == all[i - 1]) {
                repeats++;
            }
        }
        return repeats;
    }
}
