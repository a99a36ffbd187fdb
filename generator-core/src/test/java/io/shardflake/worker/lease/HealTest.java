package io.shardflake.worker.lease;

import static io.shardflake.worker.lease.LeaseFixtures.TWITTER;
import static io.shardflake.worker.lease.LeaseFixtures.freshTable;
import static io.shardflake.worker.lease.LeaseFixtures.leases;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import io.shardflake.worker.WorkerLeaseLostException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import javax.sql.DataSource;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A lease taken over (after its holder could not renew in time) heals by itself: the heartbeat claims again, with
 * back-off while nothing is free, and the generator built on the lease makes ids again — with the new worker id, after
 * the new holding's not-before, never one the other holder made — without a restart. Readiness follows the lease's own
 * events: not {@link LeaseState#HELD} while no id can be made, {@code HELD} again after.
 *
 * <p>Time is scripted: the heartbeat runs on a {@link ScriptedScheduler}, both instances read one {@link ManualClock}
 * for wall and elapsed time, and the database's view of a pause is the row's expiry moved back by it.
 */
@LeaseDatabases
class HealTest {

    private static final Duration LEASE = Duration.ofSeconds(3);
    private static final Duration INTERVAL = Duration.ofSeconds(1);

    private final String table = freshTable();
    private final ManualClock clock = ManualClock.at(Instant.now());
    private final ScriptedScheduler heartbeats = new ScriptedScheduler();

    /** Two worker ids, so a lost lease has somewhere to go once the other instance holds its id. */
    private JdbcWorkerLease.Builder twoIds(DataSource dataSource, String host) {
        return leases(dataSource, table, host).maxWorkerId(1).leaseDuration(LEASE).clock(clock).monotonicClock(clock);
    }

    /**
     * The holder pauses past its lease and reservation (its clock and the database's view of time move on by as much)
     * and {@code host} takes {@code workerId}, with {@code maxWorkerId} ids in the table.
     */
    private WorkerLease pausedAndTakenOver(DataSource dataSource, WorkerLease holder, int workerId, int maxWorkerId) {
        Duration pause = Duration.between(clock.instant(), holder.reservedUntil()).plusMillis(1);
        clock.advance(pause);
        LeaseFixtures.expireEarlier(dataSource, table, workerId, pause);
        return twoIds(dataSource, "web-2").maxWorkerId(maxWorkerId).build().claim(workerId);
    }

    private SnowflakeGenerator generator(WorkerLease lease) {
        return SnowflakeGenerator.builder(TWITTER).clock(ClockSettings.of(clock, clock)).workerIdSource(lease).build();
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void aLeaseTakenOverClaimsAFreshIdAndItsGeneratorResumesWithoutARestart(Database database) {
        DataSource dataSource = database.dataSource();
        WorkerLease lease = twoIds(dataSource, "web-1").heartbeatInterval(INTERVAL).heartbeatScheduler(heartbeats)
                .build().claimAny();
        List<String> events = new ArrayList<>();
        lease.addListener((changed, state, reason) -> events.add(state.name()));
        SnowflakeGenerator generator = generator(lease);
        Set<Long> ids = new HashSet<>();
        for (int i = 0; i < 100; i++) {
            ids.add(generator.nextId());
        }
        assertThat(generator.workerId()).isZero();

        // web-1 pauses past its lease and reservation; web-2 takes worker id 0.
        WorkerLease taker = pausedAndTakenOver(dataSource, lease, 0, 1);
        SnowflakeGenerator other = generator(taker);
        for (int i = 0; i < 100; i++) {
            assertThat(ids.add(other.nextId())).isTrue();
        }
        assertThatThrownBy(generator::nextId).isInstanceOf(WorkerLeaseLostException.class);

        // Its next beat finds the row taken (LOST), the one after claims worker id 1 (HELD again).
        heartbeats.advance(INTERVAL.multipliedBy(2));
        assertThat(events).containsExactly("LOST", "HELD");
        assertThat(lease.state()).isEqualTo(LeaseState.HELD);
        assertThat(lease.workerId()).isEqualTo(1);
        assertThat(lease.losses()).isEqualTo(1);
        assertThat(lease.recoveries()).isEqualTo(1);
        for (int i = 0; i < 100; i++) {
            assertThat(ids.add(generator.nextId())).isTrue();
            assertThat(ids.add(other.nextId())).isTrue();
        }
        assertThat(generator.workerId()).isEqualTo(1);
        assertThat(generator.statistics().issued()).isGreaterThanOrEqualTo(200);
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void fourThreadsMakingIdsThroughATakeoverAndAHealNeverRepeatOne(Database database) throws Exception {
        DataSource dataSource = database.dataSource();
        WorkerLease lease = twoIds(dataSource, "web-1").heartbeatInterval(INTERVAL).heartbeatScheduler(heartbeats)
                .build().claimAny();
        SnowflakeGenerator generator = generator(lease);
        ConcurrentLinkedQueue<Long> ids = new ConcurrentLinkedQueue<>();
        AtomicBoolean running = new AtomicBoolean(true);
        AtomicLong refused = new AtomicLong();
        ExecutorService threads = Executors.newFixedThreadPool(4);
        List<Future<?>> makers = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            makers.add(threads.submit(() -> {
                while (running.get()) {
                    try {
                        ids.add(generator.nextId());
                    } catch (WorkerLeaseLostException e) {
                        refused.incrementAndGet();
                    }
                }
            }));
        }
        LeaseFixtures.await(Duration.ofSeconds(10), "ids are made", () -> ids.size() > 10_000);

        WorkerLease taker = pausedAndTakenOver(dataSource, lease, 0, 1);
        SnowflakeGenerator other = generator(taker);
        for (int i = 0; i < 10_000; i++) {
            ids.add(other.nextId());
        }
        heartbeats.advance(INTERVAL.multipliedBy(2));
        int before = ids.size();
        LeaseFixtures.await(Duration.ofSeconds(10), "ids flow again", () -> ids.size() > before + 10_000);
        running.set(false);
        for (Future<?> maker : makers) {
            maker.get();
        }
        threads.shutdown();

        assertThat(lease.state()).isEqualTo(LeaseState.HELD);
        assertThat(generator.workerId()).isEqualTo(1);
        assertThat(refused.get()).as("ids were refused while the lease was lost").isPositive();
        Set<Long> distinct = new HashSet<>(ids);
        assertThat(distinct).hasSameSizeAs(ids);
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void whileNothingIsFreeItKeepsTryingWithBackOffAndHealsOnceAnIdFreesUp(Database database) {
        DataSource dataSource = database.dataSource();
        WorkerLease lease = twoIds(dataSource, "web-1").maxWorkerId(0).heartbeatInterval(INTERVAL)
                .heartbeatScheduler(heartbeats).build().claimAny();
        WorkerLease taker = pausedAndTakenOver(dataSource, lease, 0, 0);

        heartbeats.advance(INTERVAL);
        assertThat(lease.state()).isEqualTo(LeaseState.LOST);
        // Claims fail (no free id): each retry waits twice as long as the one before, up to the interval.
        List<Duration> delays = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            Duration next = heartbeats.pending().get(0);
            delays.add(next);
            heartbeats.advance(next);
            assertThat(lease.state()).isEqualTo(LeaseState.LOST);
            assertThat(lease.lastRenewalFailure()).get().isInstanceOf(NoFreeWorkerIdException.class);
        }
        assertThat(delays).isSortedAccordingTo(Duration::compareTo);
        assertThat(delays.get(delays.size() - 1)).isEqualTo(INTERVAL);

        taker.close();
        heartbeats.advance(INTERVAL);
        assertThat(lease.state()).isEqualTo(LeaseState.HELD);
        assertThat(lease.notBefore()).isAfter(taker.reservedUntil().minusMillis(1));
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void aRegisteredIdIsClaimedAgainOnceItsTakerLetsItGo(Database database) {
        DataSource dataSource = database.dataSource();
        WorkerLease lease = twoIds(dataSource, "web-1").build().claim(1);
        WorkerLease taker = pausedAndTakenOver(dataSource, lease, 1, 1);

        assertThatThrownBy(lease::renew).isInstanceOf(WorkerLeaseLostException.class);
        // The same id, not another: a registered id is what this instance was configured with.
        assertThatThrownBy(lease::renew).isInstanceOf(LeaseConflictException.class);
        taker.close();
        lease.renew();

        assertThat(lease.state()).isEqualTo(LeaseState.HELD);
        assertThat(lease.workerId()).isEqualTo(1);
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void suspendGivesTheIdBackAndTwoResumedCopiesClaimIdsOfTheirOwn(Database database) {
        DataSource dataSource = database.dataSource();
        // Two JVMs restored from one snapshot: the same host, the same pid, the same lease asked for.
        WorkerLease first = twoIds(dataSource, "web-1").build().claimAny();
        WorkerLease copy = twoIds(dataSource, "web-1").build().claimAny();
        SnowflakeGenerator generator = generator(first);
        generator.nextId();

        first.suspend();
        copy.suspend();
        assertThat(first.state()).isEqualTo(LeaseState.SUSPENDED);
        assertThatThrownBy(generator::nextId).isInstanceOf(WorkerLeaseLostException.class)
                .hasMessageContaining("snapshot");

        first.resume();
        copy.resume();
        assertThat(first.state()).isEqualTo(LeaseState.HELD);
        assertThat(copy.state()).isEqualTo(LeaseState.HELD);
        assertThat(first.workerId()).isNotEqualTo(copy.workerId());
        assertThat(first.holder().instance()).isNotEqualTo(copy.holder().instance());
        generator.nextId();
        assertThat(generator.workerId()).isEqualTo(first.workerId());
    }
}
