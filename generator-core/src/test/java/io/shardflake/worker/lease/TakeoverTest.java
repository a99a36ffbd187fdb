package io.shardflake.worker.lease;

import static io.shardflake.worker.lease.LeaseFixtures.TWITTER;
import static io.shardflake.worker.lease.LeaseFixtures.freshTable;
import static io.shardflake.worker.lease.LeaseFixtures.leases;
import static io.shardflake.worker.lease.LeaseFixtures.timeOf;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import io.shardflake.worker.WorkerLeaseLostException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import javax.sql.DataSource;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A holder that stops renewing — crashed, paused, cut off — loses its worker id once the lease expires by the
 * database's clock; the next holder's ids start after everything the old one could have made, even if the old one
 * wakes up and carries on.
 */
@LeaseDatabases
class TakeoverTest {

    private static final Duration LEASE = Duration.ofSeconds(1);

    private final String table = freshTable();

    /** Only worker id 0 in this test's own table, so the second instance wants exactly the first one's id. */
    private JdbcWorkerLease.Builder oneId(DataSource dataSource, String host) {
        return leases(dataSource, table, host).maxWorkerId(0).leaseDuration(LEASE);
    }

    /** Claims as soon as the current holder's lease has expired. */
    private static WorkerLease claimOnceExpired(JdbcWorkerLease leases) {
        AtomicReference<WorkerLease> won = new AtomicReference<>();
        LeaseFixtures.await(Duration.ofSeconds(5), "the first lease expires", () -> {
            try {
                won.set(leases.claimAny());
                return true;
            } catch (NoFreeWorkerIdException stillHeld) {
                return false;
            }
        });
        return won.get();
    }

    /**
     * Moves {@code clock} and the database's view of time past {@code holder}'s reservation (so past its lease too),
     * then claims the id as web-2 on {@code clock}.
     */
    private WorkerLease claimAfterItsReservation(DataSource dataSource, WorkerLease holder, ManualClock clock) {
        Duration elapsed = Duration.between(clock.instant(), holder.reservedUntil()).plusMillis(1);
        clock.advance(elapsed);
        LeaseFixtures.expireEarlier(dataSource, table, 0, elapsed);
        return oneId(dataSource, "web-2").clock(clock).monotonicClock(clock).build().claimAny();
    }

    /** @return a generator of the lease's worker id on {@code clock}, which also serves as its sleeper */
    private static SnowflakeGenerator generator(WorkerLease lease, ManualClock clock) {
        return SnowflakeGenerator.builder(TWITTER).clock(ClockSettings.of(clock, clock)).workerIdSource(lease).build();
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void aCrashedHoldersIdIsTakenOverAfterExpiryAndTheNewHolderStartsAfterItsReservation(Database database) {
        DataSource dataSource = database.dataSource();
        WorkerLease crashed = oneId(dataSource, "web-1").build().claimAny();
        JdbcWorkerLease successor = oneId(dataSource, "web-2").build();

        assertThatThrownBy(successor::claimAny).isInstanceOf(NoFreeWorkerIdException.class);
        WorkerLease next = claimOnceExpired(successor);

        assertThat(next.workerId()).isZero();
        assertThat(next.notBefore()).isAfter(crashed.reservedUntil());
        assertThat(LeaseFixtures.row(dataSource, table, 0).host()).isEqualTo("web-2");
        assertThat(LeaseFixtures.row(dataSource, table, 0).version()).isEqualTo(2);

        // The crashed holder, should it come back, learns it lost the id: its fence closes for good.
        LeaseFence lostFence = crashed.fence();
        WorkerLeaseLostException lost = catchThrowableOfType(WorkerLeaseLostException.class, crashed::renew);
        assertThat(lost.getMessage()).contains("it was taken over by host web-2 (pid 100, instance "
                + next.holder().instance());
        assertThat(crashed.isValid()).isFalse();
        assertThat(crashed.state()).isEqualTo(LeaseState.LOST);
        assertThat(lostFence.isValid()).isFalse();
        assertThat(crashed.lastRenewalFailure()).containsSame(lost);
        assertThat(crashed.lostReason()).hasValueSatisfying(reason -> assertThat(reason).startsWith("it was taken over"));
        assertThat(crashed.renewalFailures()).isEqualTo(1);
        assertThat(crashed.losses()).isEqualTo(1);
        // It claims anew; the one worker id is web-2's, so it stays lost and keeps trying.
        assertThatThrownBy(crashed::renew).isInstanceOf(NoFreeWorkerIdException.class);
        assertThat(crashed.state()).isEqualTo(LeaseState.LOST);

        // Once web-2 gives the id back, the next step heals: a new holding, after web-2's ids, with a fence of its own.
        long lastOfNext = SnowflakeGenerator.builder(TWITTER).workerIdSource(next).build().nextId();
        next.close();
        crashed.renew();
        assertThat(crashed.state()).isEqualTo(LeaseState.HELD);
        assertThat(crashed.recoveries()).isEqualTo(1);
        assertThat(crashed.fence()).isNotSameAs(lostFence);
        assertThat(lostFence.isValid()).as("a lost fence never opens again").isFalse();
        assertThat(crashed.notBefore()).isAfter(LeaseFixtures.timeOf(lastOfNext));
        assertThat(crashed.holder().instance()).isNotEqualTo(next.holder().instance());
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void aPausedHolderRefusesIdsWhenItWakesAndItsIdsNeverOverlapTheNewHolders(Database database) {
        DataSource dataSource = database.dataSource();
        // Time is scripted: both holders read one manual clock, and the database's view of the pause is the row's
        // expiry moved back by it. The pause lasts past the holder's reservation, so past its lease too.
        ManualClock time = ManualClock.at(Instant.now());
        // Heartbeat off: the holder is "paused" — nothing renews its lease.
        WorkerLease paused = oneId(dataSource, "web-1").clock(time).monotonicClock(time).build().claimAny();
        SnowflakeGenerator before = generator(paused, time);
        List<Long> pausedIds = new ArrayList<>();
        for (int i = 0; i < 1_000; i++) {
            pausedIds.add(before.nextId());
        }

        WorkerLease next = claimAfterItsReservation(dataSource, paused, time);
        long firstOfNext = generator(next, time).nextId();

        // Waking up, the paused holder's deadline (its own clock) has passed, and so has its reservation.
        assertThatThrownBy(before::nextId).isInstanceOf(WorkerLeaseLostException.class)
                .hasMessageMatching(".*(without a renewal|is past the reservation).*");
        // Its renewal finds the row taken over, and revokes the fence for good.
        assertThatThrownBy(paused::renew).isInstanceOf(WorkerLeaseLostException.class)
                .hasMessageContaining("taken over by host web-2");
        assertThatThrownBy(before::nextId).isInstanceOf(WorkerLeaseLostException.class)
                .hasMessageContaining("taken over by host web-2");

        assertThat(pausedIds).allSatisfy(id -> assertThat(timeOf(id)).isBeforeOrEqualTo(paused.reservedUntil()));
        assertThat(timeOf(firstOfNext)).isAfter(paused.reservedUntil()).isAfterOrEqualTo(next.notBefore());
        assertThat(firstOfNext).isGreaterThan(pausedIds.get(pausedIds.size() - 1));
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void aHolderWhoseClockStallsKeepsMakingIdsAfterTheTakeoverYetNoneEqualsTheNewHolders(Database database) {
        DataSource dataSource = database.dataSource();
        // The old holder's clock stands still (as a stalled or badly drifting clock would): by its own clock its
        // lease never ends, so only the reservation keeps its ids apart from the new holder's.
        // The new holder's clock moves on past the old lease, scripted too; the database sees it by the row's
        // expiry moved back as far.
        Instant start = Instant.now();
        ManualClock stalled = ManualClock.at(start);
        ManualClock moving = ManualClock.at(start);
        WorkerLease old = oneId(dataSource, "web-1").clock(stalled).monotonicClock(stalled).build().claimAny();
        SnowflakeGenerator oldGenerator = generator(old, stalled);
        WorkerLease next = claimAfterItsReservation(dataSource, old, moving);
        SnowflakeGenerator newGenerator = generator(next, moving);

        Set<Long> oldIds = new HashSet<>();
        Set<Long> newIds = new HashSet<>();
        for (int i = 0; i < 10_000; i++) {
            oldIds.add(oldGenerator.nextId());
            newIds.add(newGenerator.nextId());
        }

        assertThat(old.isValid()).as("the old holder still believes it holds the id").isTrue();
        Set<Long> shared = new HashSet<>(oldIds);
        shared.retainAll(newIds);
        assertThat(shared).isEmpty();
        assertThat(oldIds).hasSize(10_000);
        assertThat(timeOf(Collections.max(oldIds))).isBeforeOrEqualTo(old.reservedUntil());
        assertThat(timeOf(Collections.min(newIds))).isAfter(old.reservedUntil());
        assertThatThrownBy(old::renew).isInstanceOf(WorkerLeaseLostException.class);
        assertThatThrownBy(oldGenerator::nextId).isInstanceOf(WorkerLeaseLostException.class);
    }
}
