package io.shardflake.worker.lease;

import static io.shardflake.worker.lease.LeaseFixtures.execute;
import static io.shardflake.worker.lease.LeaseFixtures.freshTable;
import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.shardflake.testdb.PostgresServer;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import javax.sql.DataSource;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * PgJDBC's {@code autosave} on the application's URL ({@code always}: a savepoint before every statement of a
 * transaction; {@code conservative}: before every query with results, never released, so what follows runs inside it
 * too) makes every write of a transaction a subtransaction's: the table's stamp is still read as written here, so a
 * claim waits out no quarantine, while a table copied back from a backup is still told, and its new stamp is written
 * as its own transaction's.
 */
@LeaseDatabases
class SavepointTest {

    private final String table = freshTable();

    /** The lease's connections, on a URL with {@code autosave}. */
    enum Shape {
        /** Opened by the lease from the URL and kept. */
        DEDICATED_URL,
        /** Borrowed from the application's Hikari pool per call. */
        HIKARI_POOL
    }

    // conservative wraps a query only once PgJDBC knows its result columns, after it was prepared on the server: the
    // table's creation and first claims run without savepoints there; the copied-back case below shows it.
    @ParameterizedTest
    @CsvSource({"always, DEDICATED_URL", "always, HIKARI_POOL"})
    void aTableCreatedAndClaimedThroughSavepointsIsNotTakenForACopy(String autosave, Shape shape) throws Exception {
        try (Lease lease = new Lease(autosave, shape)) {
            WorkerLease first = lease.leases("web-1").claimAny();
            WorkerLease second = lease.leases("web-2").claimAny();

            for (WorkerLease claimed : new WorkerLease[] {first, second}) {
                assertThat(claimed.state()).as(claimed.stateReason()).isEqualTo(LeaseState.HELD);
                assertThat(claimed.quarantines()).isZero();
                assertThat(claimed.lostWritesFound()).isZero();
            }
            assertThat(stampWrittenByItsOwnTransaction()).isTrue();
            first.close();
            second.close();
        }
    }

    @ParameterizedTest
    @CsvSource({"always, DEDICATED_URL", "conservative, DEDICATED_URL", "always, HIKARI_POOL"})
    void aTableCopiedBackIsStillToldThroughSavepoints(String autosave, Shape shape) throws Exception {
        DataSource dba = PostgresServer.shared().dataSource();
        try (Lease lease = new Lease(autosave, shape)) {
            // One table's leases, one of them held throughout so that its connection is kept: the claim after the
            // restore reads the stamp on a connection that read it more often than PgJDBC's prepareThreshold (5),
            // after which PgJDBC knows the query's result columns and conservative wraps it too.
            JdbcWorkerLease leases = lease.leases("web-1");
            WorkerLease held = leases.claimAny();
            for (int claim = 0; claim < 6; claim++) {
                leases.claimAny().close();
            }
            // A restore writes the same values again, in a transaction of its own.
            execute(dba, "CREATE TABLE " + table + "_backup AS SELECT * FROM " + table);
            execute(dba, "DELETE FROM " + table);
            execute(dba, "INSERT INTO " + table + " SELECT * FROM " + table + "_backup");

            WorkerLease restored = leases.claimAny();

            assertThat(restored.state()).isEqualTo(LeaseState.QUARANTINED);
            assertThat(restored.stateReason()).contains("restored from a backup");
            // What the next claim compares: a stamp written inside a savepoint would read as a copy again, and again.
            assertThat(stampWrittenByItsOwnTransaction()).as("the new stamp").isTrue();
            restored.close();
            held.close();
        }
    }

    private boolean stampWrittenByItsOwnTransaction() throws SQLException {
        try (Connection connection = PostgresServer.shared().dataSource().getConnection();
                Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery("SELECT written_xid % 4294967296 = xmin::text::bigint FROM "
                        + table + " WHERE worker_id = -1")) {
            result.next();
            return result.getBoolean(1);
        }
    }

    /** The leases of the test's table through a URL with {@code autosave}, and the pool if any. */
    private final class Lease implements AutoCloseable {

        private final DataSource dataSource;
        private final boolean keep;

        Lease(String autosave, Shape shape) {
            String url = PostgresServer.shared().jdbcUrl("postgres") + "&autosave=" + autosave;
            if (shape == Shape.DEDICATED_URL) {
                dataSource = UnpooledDataSource.of(url, null, null);
                keep = true;
            } else {
                HikariConfig config = new HikariConfig();
                config.setJdbcUrl(url);
                config.setMaximumPoolSize(2);
                dataSource = new HikariDataSource(config);
                keep = false;
            }
        }

        JdbcWorkerLease leases(String host) {
            return LeaseFixtures.leases(dataSource, table, host).keepConnection(keep).leaseDuration(Duration.ofSeconds(6)).build();
        }

        @Override
        public void close() {
            if (dataSource instanceof HikariDataSource pool) {
                pool.close();
            }
        }
    }
}
