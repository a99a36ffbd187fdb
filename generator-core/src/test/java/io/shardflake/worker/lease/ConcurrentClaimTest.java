package io.shardflake.worker.lease;

import static io.shardflake.worker.lease.LeaseFixtures.freshTable;
import static io.shardflake.worker.lease.LeaseFixtures.leases;
import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.clock.Micros;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Instances starting at the same moment, each with its own connection, racing for the same free ids: new ids
 * (racing inserts) and expired rows (racing conditional updates). Every race must end with one holder per id.
 */
@LeaseDatabases
class ConcurrentClaimTest {

    private static final int RACERS = 8;

    @ParameterizedTest
    @EnumSource(Database.class)
    void eightRacersGetEightDifferentIds(Database database) throws Exception {
        String table = freshTable();
        // Built once up front, as each instance would have created the table at its own startup.
        leases(database.dataSource(), table, "setup").build();

        List<Object> outcomes = race(database, table, 10);

        assertThat(outcomes).allSatisfy(outcome -> assertThat(outcome).isInstanceOf(WorkerLease.class));
        assertThat(outcomes).map(lease -> ((WorkerLease) lease).workerId())
                .containsExactlyInAnyOrder(0, 1, 2, 3, 4, 5, 6, 7);
        assertThat(LeaseFixtures.rows(database.dataSource(), table)).extracting(LeaseFixtures.StoredRow::instance)
                .doesNotHaveDuplicates().hasSize(RACERS);
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void eightRacersForFourIdsFourWinAndFourAreToldAllAreHeld(Database database) throws Exception {
        String table = freshTable();
        leases(database.dataSource(), table, "setup").workerBits(2).build();

        List<Object> outcomes = race(database, table, 2);

        List<Integer> won = new ArrayList<>();
        List<NoFreeWorkerIdException> refused = new ArrayList<>();
        for (Object outcome : outcomes) {
            if (outcome instanceof WorkerLease lease) {
                won.add(lease.workerId());
            } else {
                refused.add((NoFreeWorkerIdException) outcome);
            }
        }
        assertThat(won).containsExactlyInAnyOrder(0, 1, 2, 3);
        assertThat(refused).hasSize(4).allSatisfy(e -> {
            assertThat(e.workerIds()).isEqualTo(4);
            assertThat(e.getMessage()).startsWith("all 4 worker ids are held (table " + table + "); the oldest"
                    + " expires at ").contains("(database clock)", "unless its holder, host racer-");
        });
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void eightRacersForEightExpiredRowsTakeOneEachAndEachStartsAfterItsPredecessor(Database database)
            throws Exception {
        String table = freshTable();
        leases(database.dataSource(), table, "setup").build();
        for (int id = 0; id < 8; id++) {
            // Expired the moment it was written: every id is free, and only a conditional update can take it.
            LeaseFixtures.leftByAnotherProcess(database.dataSource(), table, id, "crashed-" + id, 1, "any free id",
                    Duration.ZERO, 1_000_000L * id);
        }

        List<Object> outcomes = race(database, table, 3, RACERS);

        assertThat(outcomes).allSatisfy(outcome -> assertThat(outcome).isInstanceOf(WorkerLease.class));
        List<WorkerLease> leases = outcomes.stream().map(WorkerLease.class::cast).toList();
        assertThat(leases).extracting(WorkerLease::workerId).containsExactlyInAnyOrder(0, 1, 2, 3, 4, 5, 6, 7);
        assertThat(leases).allSatisfy(lease -> assertThat(lease.notBefore())
                .isAfter(Micros.toInstant(1_000_000L * lease.workerId())));
        assertThat(LeaseFixtures.rows(database.dataSource(), table)).allSatisfy(row -> {
            assertThat(row.version()).isEqualTo(2);
            assertThat(row.host()).startsWith("racer-");
        }).extracting(LeaseFixtures.StoredRow::instance).doesNotHaveDuplicates()
                .containsExactlyInAnyOrderElementsOf(leases.stream().map(lease -> lease.holder().instance()).toList());
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void thirtyTwoRacersForSixteenIdsHalfExpiredHalfNewSixteenWinOneEach(Database database) throws Exception {
        String table = freshTable();
        leases(database.dataSource(), table, "setup").build();
        for (int id = 0; id < 16; id += 2) {
            LeaseFixtures.leftByAnotherProcess(database.dataSource(), table, id, "crashed-" + id, 1, "any free id",
                    Duration.ZERO, 0);
        }

        List<Object> outcomes = race(database, table, 4, 32);

        List<Integer> won = new ArrayList<>();
        int refused = 0;
        for (Object outcome : outcomes) {
            if (outcome instanceof WorkerLease lease) {
                won.add(lease.workerId());
            } else {
                assertThat(outcome).isInstanceOf(NoFreeWorkerIdException.class);
                refused++;
            }
        }
        assertThat(won).containsExactlyInAnyOrderElementsOf(IntStream.range(0, 16).boxed().toList());
        assertThat(refused).isEqualTo(16);
        assertThat(LeaseFixtures.rows(database.dataSource(), table)).hasSize(16)
                .allSatisfy(row -> assertThat(row.host()).startsWith("racer-"))
                .extracting(LeaseFixtures.StoredRow::instance).doesNotHaveDuplicates();
    }

    private static List<Object> race(Database database, String table, int workerBits) throws Exception {
        return race(database, table, workerBits, RACERS);
    }

    /** @return per racer, its lease or the exception its claim threw, in racer order */
    private static List<Object> race(Database database, String table, int workerBits, int racers) throws Exception {
        CyclicBarrier start = new CyclicBarrier(racers);
        ExecutorService threads = Executors.newFixedThreadPool(racers);
        try {
            List<Future<Object>> futures = new ArrayList<>();
            for (int i = 0; i < racers; i++) {
                JdbcWorkerLease leases = leases(database.dataSource(), table, "racer-" + i).workerBits(workerBits)
                        .createTable(false).build();
                futures.add(threads.submit(() -> {
                    start.await();
                    try {
                        return leases.claimAny();
                    } catch (NoFreeWorkerIdException e) {
                        return e;
                    }
                }));
            }
            List<Object> outcomes = new ArrayList<>();
            for (Future<Object> future : futures) {
                outcomes.add(future.get(30, TimeUnit.SECONDS));
            }
            return outcomes;
        } finally {
            threads.shutdownNow();
        }
    }
}
