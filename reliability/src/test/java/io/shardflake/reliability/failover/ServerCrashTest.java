package io.shardflake.reliability.failover;

import static io.shardflake.reliability.failover.FailoverTest.await;
import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.clock.ManualClock;
import io.shardflake.testdb.ApplicationAccount;
import io.shardflake.testdb.PostgresNode;
import io.shardflake.testdb.PostgresReplication;
import io.shardflake.worker.lease.LostWrites;
import io.shardflake.worker.lease.UnpooledDataSource;
import io.shardflake.worker.lease.WorkerLease;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The lease's only server crashes ({@code pg_ctl stop -m immediate}: every process killed, no checkpoint) and is
 * started again, as a supervisor would, while its configuration lets commits be acknowledged before they are written
 * ({@code synchronous_commit = off}, here with the WAL writer's delay at its 10 s maximum, so what it held back is
 * lost for sure). Before issue 29 the holder's last renewals were gone after the restart with nothing to tell (same
 * system identifier, same timeline), a successor took the worker id with its stale reservation and, its clock behind
 * (30 s in the run, which repeated 1,669 ids; here 2 s, within the few seconds the holder ran), repeated the
 * holder's ids. Now each lease transaction commits durably
 * ({@code synchronous_commit} on for that transaction) and, the server running with {@code fsync} off as this harness's
 * does, its restart reads as a change of origin and the successor waits out a quarantine: 0 repeated ids.
 */
@Timeout(value = 2, unit = java.util.concurrent.TimeUnit.MINUTES)
class ServerCrashTest {

    @Test
    void aCrashOfAServerThatAcknowledgesCommitsBeforeWritingThem() throws Exception {
        try (PostgresReplication pair = PostgresReplication.start()) {
            DataSource admin = pair.primary().adminDataSource();
            execute(admin, "ALTER SYSTEM SET synchronous_commit = off", "ALTER SYSTEM SET wal_writer_delay = '10s'",
                    "SELECT pg_reload_conf()");
            await("the server acknowledges commits before writing them",
                    () -> "off".equals(select(admin, "SHOW synchronous_commit")));
            String table = "lease_server_crash";
            Instance holder = Instance.start("app-1", pair.applicationUrl(), table, 0, LostWrites.DETECT);
            try {
                await("the holder makes ids", () -> holder.firstIdNanos() != 0);
                long renewed = holder.lease().renewals();
                await("five renewals more", () -> holder.lease().renewals() >= renewed + 5);
                // The holder dies with the server.
                Instant holdersLast = holder.die();
                pair.crashAndRestartPrimary();

                ManualClock behind = ManualClock.at(holdersLast.minusSeconds(2));
                try (Instance next = Instance.startOn(behind, "app-2", pair.applicationUrl(), table, 0,
                        LostWrites.DETECT)) {
                    await("the successor claims the worker id", () -> next.lease() != null);
                    WorkerLease lease = next.lease();
                    next.makeIdsFromTheFirstAllowedTime(Duration.ofSeconds(1));

                    long repeats = Instance.repeats(holder, next);
                    System.out.printf("RELIABILITY server crash PostgreSQL synchronous_commit=off: the holder's last"
                            + " id at %s, the successor's clock 2 s behind it; the successor's ids start at %s; %,d +"
                            + " %,d ids, %,d repeated%n", holdersLast, lease.notBefore(), holder.ids().length,
                            next.ids().length, repeats);
                    assertThat(lease.notBefore()).as("its ids start after every id the holder made")
                            .isAfter(holdersLast);
                    HistoryAudit.check(UnpooledDataSource.of(pair.primary().url(ApplicationAccount.DATABASE),
                            PostgresNode.SUPERUSER, ""), table, holder, next);
                    assertThat(repeats).isZero();
                }
            } finally {
                holder.close();
            }
        }
    }

    private static void execute(DataSource admin, String... statements) throws SQLException {
        try (Connection connection = admin.getConnection(); Statement statement = connection.createStatement()) {
            for (String sql : statements) {
                statement.execute(sql);
            }
        }
    }

    private static String select(DataSource admin, String sql) {
        try (Connection connection = admin.getConnection(); Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery(sql)) {
            result.next();
            return result.getString(1);
        } catch (SQLException e) {
            throw new IllegalStateException(sql, e);
        }
    }
}
