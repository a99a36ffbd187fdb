package io.shardflake.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import io.shardflake.worker.lease.JdbcWorkerLease;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.sql.DataSource;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Churn: more contenders than worker ids come and go for a while — claiming, making ids into a table with a primary
 * key, leaving by {@code close()}, by crashing (no close, no renewal: the row must expire) or by stalling (no renewal,
 * ids until the fence refuses them) — on PostgreSQL and MariaDB. What must hold: no id stored twice; for every worker
 * id, each holder's span (claim returned … last id made, one clock: this JVM's {@code nanoTime}) ends before the next
 * holder's begins, and the next holder's ids are all larger; crashed and stalled holders' ids are taken over once
 * their rows expire.
 *
 * <p>Contenders are threads, each a new {@link JdbcWorkerLease} instance per life (own holder name, heartbeat off —
 * the contender renews by hand, which is how a crash stops it), their lease transactions through one pool and their
 * inserts through another. How long and how many: {@link ScaleRun} ({@code -Preliability-scale} for the full run).
 */
class LeaseChurnTest {

    static Stream<LeaseServer> servers() {
        return ScaleRun.current().churnServers().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("servers")
    @Timeout(value = 30, unit = TimeUnit.MINUTES)
    void contendersComeAndGoCrashAndStallWithoutOverlapOrRepeat(LeaseServer server) throws Exception {
        ScaleRun run = ScaleRun.current();
        int workerIds = run.churnWorkerIds();
        int contenders = workerIds + workerIds / 8;
        Duration lease = run.churnLease();
        String leaseTable = Leases.freshTable();
        String idTable = "churn_ids_" + System.nanoTime();
        try (HikariDataSource leasePool = server.pool(16); HikariDataSource dataPool = server.pool(16)) {
            execute(dataPool, "CREATE TABLE " + idTable + " (id BIGINT PRIMARY KEY)");
            JdbcWorkerLease.builder(leasePool).table(leaseTable).layout(Leases.TWITTER).build();
            Queue<HolderSpan> spans = new ConcurrentLinkedQueue<>();
            LongAdder refusals = new LongAdder();
            LongAdder repeats = new LongAdder();
            LongAdder errors = new LongAdder();
            Queue<String> errorSamples = new ConcurrentLinkedQueue<>();
            long start = System.nanoTime();
            Contender.Churn churn = new Contender.Churn(leasePool, dataPool, leaseTable, idTable, workerIds - 1, lease,
                    run.batchEvery(), start + run.churn().toNanos(), spans, refusals, repeats, errors, errorSamples);
            List<Thread> threads = new ArrayList<>();
            for (int seat = 0; seat < contenders; seat++) {
                Thread thread = new Thread(new Contender(churn, seat, seat), "contender-" + seat);
                thread.start();
                threads.add(thread);
            }
            long joinDeadline = start + run.churn().toNanos() + Duration.ofMinutes(2).toNanos();
            for (Thread thread : threads) {
                thread.join(Math.max(1, (joinDeadline - System.nanoTime()) / 1_000_000));
                assertThat(thread.isAlive()).as(thread.getName() + " still running 2 min past the end").isFalse();
            }
            double seconds = (System.nanoTime() - start) / 1e9;

            List<HolderSpan> all = new ArrayList<>(spans);
            Map<Integer, List<HolderSpan>> byWorker = all.stream()
                    .collect(Collectors.groupingBy(HolderSpan::workerId));
            long overlaps = 0;
            long idsOutOfOrder = 0;
            long takenOverAfterCrashOrStall = 0;
            List<String> overlapSamples = new ArrayList<>();
            for (List<HolderSpan> holders : byWorker.values()) {
                List<HolderSpan> ordered = Contender.byClaim(holders);
                for (int i = 1; i < ordered.size(); i++) {
                    HolderSpan before = ordered.get(i - 1);
                    HolderSpan after = ordered.get(i);
                    if (after.claimedAt() <= before.lastIdAt()) {
                        overlaps++;
                        overlapSamples.add(before + " / " + after);
                    }
                    if (before.ids() > 0 && after.ids() > 0 && after.minId() <= before.maxId()) {
                        idsOutOfOrder++;
                    }
                    if (before.fate() == HolderSpan.Fate.CRASHED || before.fate() == HolderSpan.Fate.STALLED) {
                        takenOverAfterCrashOrStall++;
                    }
                }
            }
            long idsMade = all.stream().mapToLong(HolderSpan::ids).sum();
            long[] stored = counts(dataPool, "SELECT COUNT(*), COUNT(DISTINCT id) FROM " + idTable);
            Map<HolderSpan.Fate, Long> fates = all.stream()
                    .collect(Collectors.groupingBy(HolderSpan::fate, Collectors.counting()));

            assertThat(errorSamples).as("unexpected errors").isEmpty();
            assertThat(repeats.sum()).as("batches refused for an id already stored").isZero();
            assertThat(overlaps).as("holders of one worker id whose spans overlap: " + overlapSamples).isZero();
            assertThat(idsOutOfOrder).as("holders whose ids are not all above their predecessor's").isZero();
            assertThat(stored[1]).isEqualTo(stored[0]).isEqualTo(idsMade);
            assertThat(fates.getOrDefault(HolderSpan.Fate.CRASHED, 0L)).as("crashes").isPositive();
            assertThat(fates.getOrDefault(HolderSpan.Fate.STALLED, 0L)).as("stalls").isPositive();
            assertThat(takenOverAfterCrashOrStall).as("worker ids taken over after a crash or stall").isPositive();

            System.out.printf("RELIABILITY churn: %s via %s, %d contenders for %d worker ids, %.0f s, lease %d ms:"
                    + " %,d claims (%.1f claims/s), %,d refused (all held), ends %s, %,d taken over after a crash or"
                    + " stall; %,d ids stored, %d repeated, %d overlapping holders, %d successors below their"
                    + " predecessor%n", server.database(), server.connector(), contenders, workerIds, seconds,
                    lease.toMillis(), all.size(), all.size() / seconds, refusals.sum(), fates,
                    takenOverAfterCrashOrStall, stored[0], repeats.sum(), overlaps, idsOutOfOrder);
        }
    }

    private static long[] counts(DataSource dataSource, String sql) throws SQLException {
        try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery(sql)) {
            result.next();
            return new long[] {result.getLong(1), result.getLong(2)};
        }
    }

    private static void execute(DataSource dataSource, String sql) throws SQLException {
        try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement()) {
            statement.execute(sql);
        }
    }
}
