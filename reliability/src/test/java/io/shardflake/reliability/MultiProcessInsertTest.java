package io.shardflake.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Several application instances — separate JVMs — insert rows with Shardflake primary keys into one table, each
 * with a worker id leased from the same database: PostgreSQL, and MariaDB through MariaDB Connector/J and through
 * MySQL Connector/J. One of them is killed with SIGKILL mid-run and a
 * replacement finishes its share, taking over its worker id once the dead lease expires.
 *
 * <p>What must hold: no duplicate-key error, ever; every acknowledged row is in the table; the only rows beyond the
 * acknowledged ones are the killed process's last batch, committed before it could say so (all of it or none: a
 * batch is one transaction); and the replacement's ids all come after the killed process's.
 *
 * <p>{@code shardflake.reliability.rows} sets the total (100,000 by default; 1,000,000 with
 * {@code -Preliability-long}).
 */
class MultiProcessInsertTest {

    private static final int PROCESSES = 4;
    private static final int BATCH = 500;
    private static final int WORKER_BITS_SHIFT = 12;
    private static final String VICTIM = "w1";

    @ParameterizedTest(name = "{0}")
    @EnumSource(LeaseServer.class)
    @Timeout(value = 60, unit = TimeUnit.MINUTES)
    void processesKilledAndRestartedNeitherRepeatNorLoseAnAcknowledgedRow(LeaseServer server) throws Exception {
        long total = Long.getLong("shardflake.reliability.rows", 100_000);
        long share = total / PROCESSES;
        String table = "mp_rows_" + System.nanoTime();
        DataSource dataSource = server.dataSource();
        execute(dataSource, "CREATE TABLE " + table + " (id BIGINT PRIMARY KEY, process VARCHAR(40) NOT NULL)");
        Path logs = Files.createTempDirectory("shardflake-mp-");
        InsertJob template = new InsertJob(server.jdbcUrl(), table, table + "_lease", "w0", share, BATCH,
                PROCESSES - 1, Duration.ofSeconds(3), Duration.ofSeconds(60), InsertJob.ANY);
        Duration exitTimeout = Duration.ofSeconds(120 + share / 1_000);
        long start = System.nanoTime();

        List<WorkerProcess> workers = new ArrayList<>();
        for (int i = 0; i < PROCESSES; i++) {
            workers.add(WorkerProcess.start(template.forProcess("w" + i, share), logs));
        }
        WorkerProcess victim = workers.get(1);
        awaitAcknowledged(victim, share * 2 / 5, exitTimeout);
        victim.kill();
        long victimAcknowledged = victim.acknowledged();
        // Restarted as a pod with a fixed ordinal would be: it wants the victim's worker id back, and gets it once
        // the dead lease has expired; its ids must then start after everything the victim could have made.
        WorkerProcess replacement = WorkerProcess.start(template.forProcess(VICTIM + "-restarted",
                share - victimAcknowledged).withWorkerId(victim.workerId()), logs);
        workers.add(replacement);
        for (WorkerProcess worker : workers) {
            if (worker != victim) {
                assertThat(worker.awaitExit(exitTimeout)).as(worker.describe()).isZero();
                assertThat(worker.done()).as(worker.describe()).isTrue();
            }
        }
        Duration elapsed = Duration.ofNanos(System.nanoTime() - start);

        long acknowledged = workers.stream().mapToLong(WorkerProcess::acknowledged).sum();
        int duplicateErrors = workers.stream().mapToInt(WorkerProcess::duplicates).sum();
        long[] counts = query(dataSource, "SELECT COUNT(*), COUNT(DISTINCT id) FROM " + table);
        Map<String, long[]> perProcess = perProcess(dataSource, table);
        long victimUnacknowledged = perProcess.get(VICTIM)[0] - victimAcknowledged;

        assertThat(duplicateErrors).as("duplicate-key errors reported by workers").isZero();
        assertThat(counts[1]).as("distinct ids").isEqualTo(counts[0]);
        assertThat(acknowledged).isEqualTo(total);
        for (WorkerProcess worker : workers) {
            long stored = perProcess.get(worker.job().process())[0];
            if (worker == victim) {
                // Killed between its commit and its ACK line, or before the commit: a whole batch, or nothing.
                assertThat(victimUnacknowledged).as("the victim's committed but unacknowledged rows").isIn(0L,
                        (long) BATCH);
            } else {
                assertThat(stored).as("rows of " + worker.job().process()).isEqualTo(worker.acknowledged());
            }
        }
        assertThat(counts[0]).as("rows in the table").isEqualTo(acknowledged + victimUnacknowledged);
        assertThat(workers.subList(0, PROCESSES)).as("the first processes' worker ids")
                .extracting(WorkerProcess::workerId).allSatisfy(id -> assertThat(id).isBetween(0, PROCESSES - 1));
        // Two processes may share a worker id only one after the other (a process that finished gave it back
        // before a late starter claimed it): then every id of the later one comes after every id of the earlier.
        for (WorkerProcess one : workers.subList(0, PROCESSES)) {
            for (WorkerProcess other : workers.subList(0, PROCESSES)) {
                if (one != other && one != victim && other != victim && one.workerId() == other.workerId()) {
                    long[] a = perProcess.get(one.job().process());
                    long[] b = perProcess.get(other.job().process());
                    assertThat(a[2] < b[1] || b[2] < a[1]).as("%s and %s both held worker id %d: one after the"
                            + " other", one.job().process(), other.job().process(), one.workerId()).isTrue();
                }
            }
        }
        // Each process made ids with one worker id only; the replacement took over the victim's, after its ids.
        assertThat(perProcess.values()).allSatisfy(row -> assertThat(row[3]).isEqualTo(row[4]));
        long[] killed = perProcess.get(VICTIM);
        long[] restarted = perProcess.get(replacement.job().process());
        assertThat(restarted[3]).as("the replacement's worker id").isEqualTo(killed[3])
                .isEqualTo(victim.workerId());
        assertThat(restarted[1]).as("the replacement's smallest id").isGreaterThan(killed[2]);

        System.out.printf("RELIABILITY multi-process: %d JVMs + 1 restart on one %s via %s, %,d rows acknowledged,"
                + " %,d rows in the table, %,d distinct ids, %d duplicate-key errors, 0 acknowledged rows lost;"
                + " %s killed (SIGKILL) after %,d acknowledged rows, its unacknowledged committed batch %d rows;"
                + " the replacement took over worker id %d after %d ms; %.1f s%n", PROCESSES, server.database(),
                server.connector(), acknowledged,
                counts[0], counts[1], duplicateErrors, VICTIM, victimAcknowledged, victimUnacknowledged,
                restarted[3], replacement.claimMillis(), elapsed.toMillis() / 1000.0);
    }

    private static void awaitAcknowledged(WorkerProcess worker, long rows, Duration timeout)
            throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (worker.acknowledged() < rows) {
            if (!worker.isAlive() || System.nanoTime() > deadline) {
                throw new AssertionError("wanted to kill " + worker.job().process() + " after " + rows
                        + " acknowledged rows, but it " + (worker.isAlive() ? "was too slow" : "ended first") + "; "
                        + worker.describe());
            }
            Thread.sleep(1);
        }
    }

    /** @return per process: rows, smallest id, largest id, smallest and largest worker id in its ids */
    private static Map<String, long[]> perProcess(DataSource dataSource, String table) throws SQLException {
        String worker = "((id >> " + WORKER_BITS_SHIFT + ") & 1023)";
        Map<String, long[]> rows = new HashMap<>();
        try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery("SELECT process, COUNT(*), MIN(id), MAX(id), MIN(" + worker
                        + "), MAX(" + worker + ") FROM " + table + " GROUP BY process")) {
            while (result.next()) {
                rows.put(result.getString(1), new long[] {result.getLong(2), result.getLong(3), result.getLong(4),
                    result.getLong(5), result.getLong(6)});
            }
        }
        return rows;
    }

    private static long[] query(DataSource dataSource, String sql) throws SQLException {
        try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery(sql)) {
            result.next();
            long[] values = new long[result.getMetaData().getColumnCount()];
            for (int i = 0; i < values.length; i++) {
                values[i] = result.getLong(i + 1);
            }
            return values;
        }
    }

    private static void execute(DataSource dataSource, String sql) throws SQLException {
        try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement()) {
            statement.execute(sql);
        }
    }
}
