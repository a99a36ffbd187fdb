package io.shardflake.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.zaxxer.hikari.HikariDataSource;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.testing.CountingDataSource;
import io.shardflake.worker.lease.JdbcWorkerLease;
import io.shardflake.worker.lease.NoFreeWorkerIdException;
import io.shardflake.worker.lease.WorkerLease;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import javax.sql.DataSource;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * 1,024 instances start at the same moment and race for the 1,024 worker ids of the Twitter layout, on PostgreSQL
 * (and with {@code -Preliability-scale} on MariaDB through both connectors, three times each): every instance must get
 * a worker id of its own, and the 1,025th must be told that all are held, naming the table and how many there are.
 *
 * <p>Each instance is a {@link JdbcWorkerLease} of its own (its own holder name and pid, heartbeat on, the default
 * 30 s lease) on a thread of its own; all 1,024 threads are released together by one latch. Their transactions go
 * through one pool of {@value #CONNECTIONS} connections (a real fleet has a pool per instance; here the database
 * sees at most that many claims at once, the rest queue for a connection with stale snapshots of the table, as
 * racing instances would). Each winner then makes {@value #IDS_EACH} ids with its generator, so repeats would show.
 */
class LeaseAtScaleTest {

    private static final int INSTANCES = 1024;
    private static final int CONNECTIONS = 32;
    private static final int IDS_EACH = 100;
    private static final Duration RACE_DEADLINE = Duration.ofMinutes(5);

    static Stream<Arguments> races() {
        ScaleRun run = ScaleRun.current();
        return run.servers().stream().flatMap(server -> IntStream.rangeClosed(1, run.races())
                .mapToObj(race -> Arguments.of(server, race)));
    }

    @ParameterizedTest(name = "{0}, race {1}")
    @MethodSource("races")
    @Timeout(value = 10, unit = TimeUnit.MINUTES)
    void aThousandAndTwentyFourInstancesGetAWorkerIdEachAndTheNextIsToldAllAreHeld(LeaseServer server, int race)
            throws Exception {
        String table = Leases.freshTable();
        try (HikariDataSource pool = server.pool(CONNECTIONS)) {
            JdbcWorkerLease.builder(pool).table(table).layout(Leases.TWITTER).build(); // the table, as a DBA made it
            CountingDataSource counted = new CountingDataSource(pool);
            List<JdbcWorkerLease> instances = new ArrayList<>();
            for (int i = 0; i < INSTANCES; i++) {
                instances.add(instance(counted.dataSource(), table, i));
            }

            long rollbacksBefore = counted.rollbacks();
            long commitsBefore = counted.commits();
            Race outcome = race(instances);
            long lostRaces = counted.rollbacks() - rollbacksBefore;
            long transactions = counted.commits() - commitsBefore + lostRaces;
            try {
                assertThat(outcome.failures()).as("claims that threw").isEmpty();
                List<WorkerLease> leases = outcome.leases();
                assertThat(leases).extracting(WorkerLease::workerId).doesNotHaveDuplicates()
                        .containsExactlyInAnyOrderElementsOf(IntStream.range(0, INSTANCES).boxed().toList());
                // One row per worker id, each the row its winner wrote; that they are all live, the 1,025th shows.
                assertThat(holders(pool, table)).as("the rows' holder instances")
                        .containsExactlyInAnyOrderElementsOf(leases.stream().map(l -> l.holder().instance()).toList());

                JdbcWorkerLease oneTooMany = instance(pool, table, INSTANCES);
                assertThatThrownBy(oneTooMany::claimAny).isInstanceOfSatisfying(NoFreeWorkerIdException.class,
                        e -> assertThat(e.workerIds()).isEqualTo(INSTANCES))
                        .hasMessageStartingWith("all 1024 worker ids are held (table " + table + "); the oldest"
                                + " expires at ")
                        .hasMessageContaining("(database clock) unless its holder, host instance-")
                        .hasMessageEndingWith("Stop an instance, or use a layout with more worker bits");

                long repeats = repeatedIds(leases);
                assertThat(repeats).as("ids made by two of the 1,024 generators").isZero();

                long[] latencies = outcome.claimMillis();
                System.out.printf("RELIABILITY scale: %,d instances for %,d worker ids on %s via %s (race %d), %d"
                        + " connections: all held one after %,d ms (%.0f claims/s; claim p50 %,d ms, p99 %,d ms, max"
                        + " %,d ms); %,d transactions until then, %,d of them lost races (rolled back); %d distinct"
                        + " worker ids, 0 held twice; the 1,025th told all %d are held; %,d ids made, %d repeated%n",
                        INSTANCES, INSTANCES, server.database(), server.connector(), race, CONNECTIONS,
                        outcome.allHeldMillis(), INSTANCES * 1000.0 / outcome.allHeldMillis(),
                        latencies[latencies.length / 2], latencies[latencies.length * 99 / 100],
                        latencies[latencies.length - 1], transactions, lostRaces, leases.size(), INSTANCES,
                        (long) INSTANCES * IDS_EACH, repeats);
            } finally {
                outcome.leases().parallelStream().forEach(WorkerLease::close);
            }
        }
    }

    private static JdbcWorkerLease instance(DataSource pool, String table, int i) {
        // Every instance borrows from the one pool per call, as through a pool of its own (keeping a connection
        // each, 1,024 instances would need 1,024 connections of the 32), and waits for one as long as it takes: the
        // queue is the shared pool's, which a real fleet does not have.
        return JdbcWorkerLease.builder(pool).table(table).layout(Leases.TWITTER).holder("instance-" + i, 10_000 + i)
                .createTable(false).keepConnection(false).callTimeout(Duration.ofSeconds(30)).build();
    }

    /** Releases every instance's claim at once; waits until all have returned or thrown. */
    private static Race race(List<JdbcWorkerLease> instances) throws InterruptedException {
        int n = instances.size();
        AtomicReferenceArray<Object> outcomes = new AtomicReferenceArray<>(n);
        long[] returnedAt = new long[n];
        CountDownLatch ready = new CountDownLatch(n);
        CountDownLatch go = new CountDownLatch(1);
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int index = i;
            Thread thread = new Thread(() -> {
                ready.countDown();
                try {
                    go.await();
                    outcomes.set(index, instances.get(index).claimAny());
                } catch (Throwable e) {
                    outcomes.set(index, e);
                }
                returnedAt[index] = System.nanoTime();
            }, "instance-" + i);
            thread.start();
            threads.add(thread);
        }
        ready.await();
        long start = System.nanoTime();
        go.countDown();
        long deadline = start + RACE_DEADLINE.toNanos();
        for (Thread thread : threads) {
            thread.join(Math.max(1, (deadline - System.nanoTime()) / 1_000_000));
            if (thread.isAlive()) {
                throw new AssertionError(thread.getName() + " still claiming " + RACE_DEADLINE + " after the start");
            }
        }
        List<WorkerLease> leases = new ArrayList<>();
        List<Throwable> failures = new ArrayList<>();
        long[] claimMillis = new long[n];
        for (int i = 0; i < n; i++) {
            Object outcome = outcomes.get(i);
            if (outcome instanceof WorkerLease lease) {
                leases.add(lease);
            } else {
                failures.add((Throwable) outcome);
            }
            claimMillis[i] = (returnedAt[i] - start) / 1_000_000;
        }
        Arrays.sort(claimMillis);
        return new Race(leases, failures, claimMillis, claimMillis[n - 1]);
    }

    /** @return how many ids were made twice when every lease's generator makes {@value #IDS_EACH} */
    private static long repeatedIds(List<WorkerLease> leases) {
        Set<Long> seen = new HashSet<>();
        long repeats = 0;
        for (WorkerLease lease : leases) {
            SnowflakeGenerator generator = SnowflakeGenerator.builder(Leases.TWITTER).workerIdSource(lease).build();
            for (int i = 0; i < IDS_EACH; i++) {
                long id = generator.nextId();
                assertThat(Leases.workerOf(id)).isEqualTo(lease.workerId());
                if (!seen.add(id)) {
                    repeats++;
                }
            }
        }
        return repeats;
    }

    /** @return the holder instance of every row of the table */
    private static List<String> holders(DataSource dataSource, String table) throws SQLException {
        List<String> holders = new ArrayList<>();
        try (Connection connection = dataSource.getConnection();
                PreparedStatement select = connection.prepareStatement("SELECT holder_instance FROM " + table
                        + " WHERE worker_id >= 0");
                ResultSet rows = select.executeQuery()) {
            while (rows.next()) {
                holders.add(rows.getString(1));
            }
        }
        return holders;
    }

    /** What a race came to: the leases won, what threw, each claim's time from the start (sorted), the last. */
    private record Race(List<WorkerLease> leases, List<Throwable> failures, long[] claimMillis, long allHeldMillis) {
    }
}
