package io.shardflake.reliability;

import static io.shardflake.reliability.Leases.TWITTER;
import static io.shardflake.reliability.Leases.timeOf;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ClockLeadExceededException;
import io.shardflake.clock.ClockPolicy;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import io.shardflake.worker.lease.LeaseConflictException;
import io.shardflake.worker.lease.WorkerLease;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A process dies and starts again on the same worker id with its clock set back.
 *
 * <p>With a lease, the old holder's reservation (its clock at the last renewal + lease + max lead) is in the
 * table, and the new holder starts after it: its first id comes at once, waits, or throws
 * {@link ClockLeadExceededException} at once (until the clock has caught up), by the clock policy's rule — never a
 * repeated id. generator-core's {@code RestartTest} covers a clean shutdown (reservation shrunk to the last id);
 * here the old holder crashes, so the whole grant stands, and both holders' ids are compared.
 *
 * <p>Without a lease, nothing remembers where the old process got to: the documented limit, shown below.
 */
@ExtendWith(SharedPostgres.class)
class RestartWithClockSetBackTest {

    private static final Instant T = Instant.parse("2026-06-01T12:00:00Z");
    /** The crashed holder's lease: short, so the test need not wait long for it to expire. */
    private static final Duration LEASE = Duration.ofMillis(500);
    /**
     * The restarted holder's: longer than its clock policy's wait, as every sensible setting is (30 s by default).
     * A lease shorter than the wait could expire while the first id waits for the reservation, and the fence would
     * then refuse that id until the heartbeat renewed the lease; this test renews by hand.
     */
    private static final Duration RESTART_LEASE = Duration.ofSeconds(5);
    private static final int WORKER = 5;
    private static final int IDS = 5_000;
    private static final Map<String, Long> OUTCOMES = new TreeMap<>();

    static Stream<Arguments> setBacks() {
        return Stream.of(Database.values()).flatMap(database -> Stream.of(Duration.ZERO, Duration.ofMillis(50),
                Duration.ofSeconds(1), Duration.ofHours(1)).map(back -> Arguments.of(database, back)));
    }

    @ParameterizedTest(name = "{0}, clock set back {1}")
    @MethodSource("setBacks")
    void withALeaseTheRestartStartsAfterTheCrashedHoldersReservation(Database database, Duration back) {
        DataSource dataSource = database.dataSource();
        String table = Leases.freshTable();
        ManualClock before = ManualClock.at(T);
        WorkerLease crashed = Leases.leases(dataSource, table, "web-1").clock(before).leaseDuration(LEASE).build()
                .claim(WORKER);
        SnowflakeGenerator first = SnowflakeGenerator.builder(TWITTER)
                .clock(ClockSettings.of(before, before)).workerIdSource(crashed).build();
        List<Long> firstIds = new ArrayList<>();
        for (int i = 0; i < IDS; i++) {
            firstIds.add(first.nextId());
        }
        // The process dies here: no close, so the table keeps its whole reservation.

        ManualClock after = ManualClock.at(T.minus(back));
        WorkerLease restarted = Leases.await(Duration.ofSeconds(10), "the crashed lease expires", () -> {
            try {
                return Leases.leases(dataSource, table, "web-1").clock(after).leaseDuration(RESTART_LEASE).build()
                        .claim(WORKER);
            } catch (LeaseConflictException stillHeld) {
                return null;
            }
        });
        SnowflakeGenerator second = SnowflakeGenerator.builder(TWITTER)
                .clock(ClockSettings.of(after, after)).workerIdSource(restarted)
                .build();

        assertThat(restarted.notBefore()).isAfter(crashed.reservedUntil());
        long firstGap = beyondLead(after, restarted);
        tally(firstGap <= 0 ? "at once" : firstGap <= FaultRun.micros(ClockPolicy.DEFAULT.maxWait()) ? "waited"
                : "threw, then resumed");
        if (firstGap > FaultRun.micros(ClockPolicy.DEFAULT.maxWait())) {
            ClockLeadExceededException e = catchThrowableOfType(ClockLeadExceededException.class, second::nextId);
            assertThat(e).as("clock %s behind the reservation: throws at once",
                    Duration.between(after.instant(), restarted.notBefore())).isNotNull();
            assertThat(after.pauseCount()).isZero();
            // The clock is put right, the lease renewed (by hand here; the heartbeat would), ids resume.
            after.set(T.plus(LEASE));
            restarted.renew();
        }
        long expectedWait = Math.max(0, beyondLead(after, restarted));
        List<Long> secondIds = new ArrayList<>();
        secondIds.add(second.nextId());
        assertThat(after.totalPausedNanos() / 1000).as("the first id waits until the reservation is within the lead")
                .isEqualTo(expectedWait);
        for (int i = 1; i < IDS; i++) {
            secondIds.add(second.nextId());
        }

        assertThat(Leases.shared(firstIds, secondIds)).isEmpty();
        assertThat(Collections.min(secondIds)).isGreaterThan(Collections.max(firstIds));
        assertThat(timeOf(Collections.max(firstIds))).isBeforeOrEqualTo(crashed.reservedUntil());
        assertThat(timeOf(Collections.min(secondIds))).isAfter(crashed.reservedUntil());
        restarted.close();
        tally("ids checked with a lease", firstIds.size() + secondIds.size());
    }

    /** @return how far the reservation is ahead of the clock beyond the policy's lead, in µs */
    private static long beyondLead(ManualClock clock, WorkerLease lease) {
        return FaultRun.micros(Duration.between(clock.instant(), lease.notBefore()))
                - FaultRun.micros(ClockPolicy.DEFAULT.maxLead());
    }

    @Test
    void withoutALeaseARestartWithinTheLeadRepeatsIdsWhenTheClockIsSetBack() {
        // This is the documented limit, and exactly why the lease exists: nothing outside the process remembers
        // that its clock ran ahead (a burst borrowed future ticks), so a new process on the same worker id, whose
        // clock reads earlier than those borrowed ticks, makes the same ids again. A JVM does not restart within
        // the 100 ms lead, but a clock set back across the restart brings the borrowed ticks back into reach.
        ManualClock clock = ManualClock.at(T);
        SnowflakeGenerator before = SnowflakeGenerator.builder(TWITTER).workerId(WORKER)
                .clock(ClockSettings.of(clock, clock)).build();
        List<Long> beforeIds = burst(before, 100_000);
        assertThat(timeOf(Collections.max(beforeIds))).as("the burst borrowed ticks ahead of the wall clock")
                .isAfter(clock.instant().plusMillis(10));

        clock.advance(Duration.ofSeconds(2)).stepBack(Duration.ofSeconds(2));
        SnowflakeGenerator after = SnowflakeGenerator.builder(TWITTER).workerId(WORKER)
                .clock(ClockSettings.of(clock, clock)).build();
        List<Long> afterIds = burst(after, 100_000);

        Set<Long> repeated = Leases.shared(beforeIds, afterIds);
        assertThat(repeated).as("ids repeated across the restart").isNotEmpty();
        tally("ids repeated without a lease (the documented limit)", repeated.size());
    }

    @Test
    void withoutALeaseNoLeadAndNoStepBackRepeatNothing() {
        // Classic policy: the clock never runs ahead, so every id's time is at most the wall clock's. A restart
        // (which takes far more than one tick) on a clock that did not go back starts past every earlier id.
        ManualClock clock = ManualClock.at(T);
        SnowflakeGenerator before = SnowflakeGenerator.builder(TWITTER).workerId(WORKER)
                .clock(ClockSettings.of(clock, clock).withPolicy(ClockPolicy.classic())).build();
        List<Long> beforeIds = burst(before, 100_000);
        assertThat(timeOf(Collections.max(beforeIds))).as("no lead").isBeforeOrEqualTo(clock.instant());

        clock.advance(Duration.ofMillis(1));
        SnowflakeGenerator after = SnowflakeGenerator.builder(TWITTER).workerId(WORKER)
                .clock(ClockSettings.of(clock, clock).withPolicy(ClockPolicy.classic())).build();
        List<Long> afterIds = burst(after, 100_000);

        assertThat(Leases.shared(beforeIds, afterIds)).isEmpty();
        assertThat(Collections.min(afterIds)).isGreaterThan(Collections.max(beforeIds));
        tally("ids checked without a lease, no lead", beforeIds.size() + afterIds.size());
    }

    @AfterAll
    static void summary() {
        System.out.println("RELIABILITY restarts with the clock set back: " + OUTCOMES);
    }

    private static synchronized void tally(String what) {
        tally(what, 1);
    }

    private static synchronized void tally(String what, long count) {
        OUTCOMES.merge(what, count, Long::sum);
    }

    private static List<Long> burst(SnowflakeGenerator generator, int count) {
        List<Long> ids = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            ids.add(generator.nextId());
        }
        return ids;
    }
}
