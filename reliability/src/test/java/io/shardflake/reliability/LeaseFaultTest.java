package io.shardflake.reliability;

import static io.shardflake.reliability.Leases.TWITTER;
import static io.shardflake.reliability.Leases.leases;
import static io.shardflake.reliability.Leases.timeOf;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import io.shardflake.worker.WorkerLeaseLostException;
import io.shardflake.worker.lease.JdbcWorkerLease;
import io.shardflake.worker.lease.LeaseDatabaseException;
import io.shardflake.worker.lease.NoFreeWorkerIdException;
import io.shardflake.worker.lease.WorkerLease;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Lease faults, on H2 and PostgreSQL, with the ids of every holder compared: the database out of reach past the
 * lease's end (alone, and with a rival waiting when it returns), a holder paused past its lease while its threads
 * were busy, and eight instances racing for four worker ids.
 *
 * <p>generator-core's lease tests cover each fault on its own ({@code RenewalFailureTest}, {@code TakeoverTest},
 * {@code ConcurrentClaimTest}); these add the combinations and check the ids across holders.
 */
@ExtendWith(SharedPostgres.class)
class LeaseFaultTest {

    private static final Instant T = Instant.parse("2026-06-01T12:00:00Z");
    private static final Duration SHORT_LEASE = Duration.ofMillis(500);
    private static final Duration LONG_LEASE = Duration.ofSeconds(5);
    private static final Map<String, Long> IDS_CHECKED = new HashMap<>();
    private static final Map<String, Long> REFUSALS = new HashMap<>();

    private final String table = Leases.freshTable();

    static Stream<Arguments> outages() {
        return Stream.of(Database.values()).flatMap(database -> Stream.of(Arguments.of(database, false),
                Arguments.of(database, true)));
    }

    @ParameterizedTest(name = "{0}, a rival claims when the database returns: {1}")
    @MethodSource("outages")
    void theDatabaseOutOfReachPastTheLeaseStopsIdsUntilARenewalOrATakeover(Database database, boolean rival)
            throws InterruptedException {
        CutOff network = new CutOff(database.dataSource());
        ManualClock clock = ManualClock.at(T);
        long claimedAt = System.nanoTime();
        WorkerLease lease = leases(network.dataSource(), table, "web-1").clock(clock).monotonicClock(clock).maxWorkerId(0)
                .leaseDuration(SHORT_LEASE).build().claimAny();
        SnowflakeGenerator generator = SnowflakeGenerator.builder(TWITTER)
                .clock(ClockSettings.of(clock, clock)).workerIdSource(lease).build();
        List<Long> ids = new ArrayList<>();
        long refused = 0;

        network.cut();
        assertThatThrownBy(lease::renew).isInstanceOf(LeaseDatabaseException.class);
        // One id per millisecond of the application's clock, through the deadline and 200 ms past it.
        while (clock.instant().isBefore(T.plusMillis(700))) {
            clock.advance(Duration.ofMillis(1));
            try {
                ids.add(generator.nextId());
            } catch (WorkerLeaseLostException e) {
                refused++;
            }
        }
        assertThat(ids).hasSize(499).allSatisfy(id -> assertThat(timeOf(id)).isBefore(T.plus(SHORT_LEASE)));
        assertThat(refused).as("refused from the deadline on").isEqualTo(201);
        // Let the row expire by the database's clock too.
        Thread.sleep(Math.max(0, SHORT_LEASE.toMillis() + 100 - (System.nanoTime() - claimedAt) / 1_000_000));
        network.restore();

        List<Long> rivalIds = new ArrayList<>();
        if (rival) {
            ManualClock rivalClock = ManualClock.at(clock.instant());
            JdbcWorkerLease rivalLeases = leases(database.dataSource(), table, "web-2").clock(rivalClock)
                    .maxWorkerId(0).leaseDuration(LONG_LEASE).build();
            WorkerLease taken = Leases.await(Duration.ofSeconds(5), "the row expires", () -> claimOrNull(rivalLeases));
            SnowflakeGenerator rivalGenerator = SnowflakeGenerator.builder(TWITTER)
                    .clock(ClockSettings.of(rivalClock, rivalClock))
                    .workerIdSource(taken).build();
            for (int i = 0; i < 1_000; i++) {
                rivalClock.advance(Duration.ofMillis(1));
                rivalIds.add(rivalGenerator.nextId());
            }
            // The first holder's renewal finds the row taken over: lost for good, whatever its clock says.
            assertThatThrownBy(lease::renew).isInstanceOf(WorkerLeaseLostException.class)
                    .hasMessageContaining("taken over by host web-2");
            assertThatThrownBy(generator::nextId).isInstanceOf(WorkerLeaseLostException.class);
            refused += 2;
            assertThat(timeOf(Collections.min(rivalIds))).isAfter(lease.reservedUntil());
            taken.close();
        } else {
            lease.renew();
            // Within the renewed lease (500 ms from the renewal, by the application's clock).
            for (int i = 0; i < 400; i++) {
                clock.advance(Duration.ofMillis(1));
                ids.add(generator.nextId());
            }
            lease.close();
        }

        assertDistinct(ids, rivalIds);
        tally("outage past the lease", ids.size() + rivalIds.size(), refused);
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void aHolderPausedPastItsLeaseWithBusyThreadsIsTakenOverAndRefusesOnWaking(Database database)
            throws Exception {
        DataSource dataSource = database.dataSource();
        // Real clocks. Heartbeat off: the holder's renewals are "paused" with the rest of it.
        WorkerLease paused = leases(dataSource, table, "web-1").maxWorkerId(0).leaseDuration(SHORT_LEASE).build()
                .claimAny();
        SnowflakeGenerator before = SnowflakeGenerator.builder(TWITTER).workerIdSource(paused).build();
        List<Long> pausedIds = inThreads(4, () -> make(before, 20_000));

        JdbcWorkerLease successorLeases = leases(dataSource, table, "web-2").maxWorkerId(0)
                .leaseDuration(LONG_LEASE).build();
        WorkerLease successor = Leases.await(Duration.ofSeconds(5), "the paused lease expires",
                () -> claimOrNull(successorLeases));
        SnowflakeGenerator after = SnowflakeGenerator.builder(TWITTER).workerIdSource(successor).build();
        List<Long> successorIds = inThreads(4, () -> make(after, 20_000));

        // The paused holder wakes: each of its threads asks for an id and is refused.
        List<Long> refusals = inThreads(4, () -> {
            assertThatThrownBy(before::nextId).isInstanceOf(WorkerLeaseLostException.class);
            return List.of(1L);
        });
        assertThatThrownBy(paused::renew).isInstanceOf(WorkerLeaseLostException.class)
                .hasMessageContaining("taken over by host web-2");

        assertDistinct(pausedIds, successorIds);
        assertThat(timeOf(Collections.max(pausedIds))).isBeforeOrEqualTo(paused.reservedUntil());
        assertThat(Collections.min(successorIds)).isGreaterThan(Collections.max(pausedIds));
        successor.close();
        tally("paused holder", pausedIds.size() + successorIds.size(), refusals.size());
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void eightInstancesForFourWorkerIdsFourWinFourAreRefusedAndTheirIdsNeverMeet(Database database)
            throws Exception {
        DataSource dataSource = database.dataSource();
        leases(dataSource, table, "setup").maxWorkerId(3).build();
        List<JdbcWorkerLease> instances = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            instances.add(leases(dataSource, table, "racer-" + i).maxWorkerId(3).createTable(false).build());
        }
        CyclicBarrier start = new CyclicBarrier(instances.size());
        List<Object> outcomes = inParallel(instances.stream().<Callable<Object>>map(instance -> () -> {
            start.await();
            try {
                return instance.claimAny();
            } catch (NoFreeWorkerIdException e) {
                return e;
            }
        }).toList());

        List<WorkerLease> winners = new ArrayList<>();
        List<JdbcWorkerLease> losers = new ArrayList<>();
        for (int i = 0; i < outcomes.size(); i++) {
            if (outcomes.get(i) instanceof WorkerLease lease) {
                winners.add(lease);
            } else {
                assertThat(outcomes.get(i)).isInstanceOfSatisfying(NoFreeWorkerIdException.class, e -> {
                    assertThat(e.workerIds()).isEqualTo(4);
                    assertThat(e.getMessage()).startsWith("all 4 worker ids are held (table " + table + ")")
                            .contains("Stop an instance, or use a layout with more worker bits");
                });
                losers.add(instances.get(i));
            }
        }
        assertThat(winners).extracting(WorkerLease::workerId).containsExactlyInAnyOrder(0, 1, 2, 3);
        assertThat(losers).hasSize(4);

        Map<Integer, List<Long>> firstRound = makeWithEach(winners);
        winners.forEach(WorkerLease::close);
        List<WorkerLease> successors = new ArrayList<>();
        for (JdbcWorkerLease loser : losers) {
            successors.add(loser.claimAny());
        }
        Map<Integer, List<Long>> secondRound = makeWithEach(successors);

        List<Long> all = new ArrayList<>();
        firstRound.values().forEach(all::addAll);
        secondRound.values().forEach(all::addAll);
        assertThat(new HashSet<>(all)).hasSize(all.size());
        for (int workerId = 0; workerId < 4; workerId++) {
            int id = workerId;
            assertThat(firstRound.get(id)).allSatisfy(x -> assertThat(Leases.workerOf(x)).isEqualTo(id));
            assertThat(Collections.min(secondRound.get(id))).as("worker id %d, second holder after the first", id)
                    .isGreaterThan(Collections.max(firstRound.get(id)));
        }
        successors.forEach(WorkerLease::close);
        tally("8 racing for 4", all.size(), losers.size());
    }

    @AfterAll
    static void summary() {
        System.out.printf("RELIABILITY lease faults (H2 + PostgreSQL): ids checked %s, refusals (WorkerLeaseLostException"
                + " or NoFreeWorkerIdException) %s, 0 ids shared between holders%n", IDS_CHECKED, REFUSALS);
    }

    /** Each lease's generator makes 10,000 ids in its own thread, all four at once. */
    private static Map<Integer, List<Long>> makeWithEach(List<WorkerLease> leases) throws Exception {
        List<Callable<List<Long>>> work = new ArrayList<>();
        for (WorkerLease lease : leases) {
            SnowflakeGenerator generator = SnowflakeGenerator.builder(TWITTER).workerIdSource(lease).build();
            work.add(() -> make(generator, 10_000));
        }
        List<List<Long>> made = inParallel(work);
        Map<Integer, List<Long>> byWorker = new HashMap<>();
        for (int i = 0; i < leases.size(); i++) {
            byWorker.put(leases.get(i).workerId(), made.get(i));
        }
        return byWorker;
    }

    private static WorkerLease claimOrNull(JdbcWorkerLease leases) {
        try {
            return leases.claimAny();
        } catch (NoFreeWorkerIdException stillHeld) {
            return null;
        }
    }

    private static List<Long> make(SnowflakeGenerator generator, int count) {
        List<Long> ids = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            ids.add(generator.nextId());
        }
        return ids;
    }

    /** @return every thread's ids, together */
    private static List<Long> inThreads(int threads, Callable<List<Long>> work) throws Exception {
        List<Long> all = new ArrayList<>();
        inParallel(Collections.nCopies(threads, work)).forEach(all::addAll);
        return all;
    }

    private static <T> List<T> inParallel(List<Callable<T>> work) throws Exception {
        ExecutorService threads = Executors.newFixedThreadPool(work.size());
        try {
            List<Future<T>> futures = new ArrayList<>();
            for (Callable<T> task : work) {
                futures.add(threads.submit(task));
            }
            List<T> results = new ArrayList<>();
            for (Future<T> future : futures) {
                results.add(future.get(30, TimeUnit.SECONDS));
            }
            return results;
        } finally {
            threads.shutdownNow();
        }
    }

    private static void assertDistinct(Collection<Long> first, Collection<Long> second) {
        Set<Long> all = new HashSet<>(first);
        assertThat(all).as("ids within the first holder").hasSize(first.size());
        assertThat(Leases.shared(first, second)).as("ids shared between holders").isEmpty();
        assertThat(new HashSet<>(second)).as("ids within the second holder").hasSize(second.size());
    }

    private static synchronized void tally(String scenario, long ids, long refusals) {
        IDS_CHECKED.merge(scenario, ids, Long::sum);
        REFUSALS.merge(scenario, refusals, Long::sum);
    }
}
