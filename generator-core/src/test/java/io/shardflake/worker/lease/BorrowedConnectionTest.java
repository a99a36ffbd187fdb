package io.shardflake.worker.lease;

import static io.shardflake.worker.lease.LeaseFixtures.TWITTER;
import static io.shardflake.worker.lease.LeaseFixtures.freshTable;
import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.testdb.MariaDbServer;
import io.shardflake.testdb.PostgresServer;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import org.apache.commons.dbcp2.BasicDataSource;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A connection the lease borrows from the application's pool ({@code keepConnection(false)}) goes back as it came,
 * with a pool that resets nothing a borrower changed: DBCP2 (Tomcat JDBC and c3p0 behave alike; Hikari resets the
 * network timeout itself). One connection in the pool, so the application gets the very connection the lease used:
 * its network timeout, auto-commit, isolation, read-only and the server's session settings are what they were, and
 * the application's query that runs for twice the lease's call timeout is not cut off by the lease's network timeout.
 */
@LeaseDatabases
class BorrowedConnectionTest {

    private static final Duration CALL_TIMEOUT = Duration.ofSeconds(1);

    /** The servers, with the statements that show what the lease might leave behind. */
    enum Server {
        POSTGRESQL("SELECT pg_sleep(2)", "SHOW idle_in_transaction_session_timeout"),
        MARIADB("SELECT SLEEP(2)", "SELECT CONCAT(@@SESSION.idle_transaction_timeout, '/',"
                + " COALESCE(@shardflake_idle_transaction_timeout, 'unset'))");

        private final String longQuery;
        private final String sessionSettings;

        Server(String longQuery, String sessionSettings) {
            this.longQuery = longQuery;
            this.sessionSettings = sessionSettings;
        }

        BasicDataSource pool() {
            BasicDataSource pool = new BasicDataSource();
            if (this == POSTGRESQL) {
                pool.setUrl(PostgresServer.shared().jdbcUrl("postgres"));
            } else {
                pool.setUrl(MariaDbServer.shared().url("mariadb"));
                pool.setUsername(MariaDbServer.USER);
                pool.setPassword(MariaDbServer.PASSWORD);
            }
            pool.setMaxTotal(1);
            return pool;
        }
    }

    /** What the application sees of its connection. */
    record State(int networkTimeout, boolean autoCommit, int isolation, boolean readOnly, String sessionSettings) {

        static State of(Connection connection, Server server) throws SQLException {
            try (Statement statement = connection.createStatement();
                    ResultSet result = statement.executeQuery(server.sessionSettings)) {
                result.next();
                return new State(connection.getNetworkTimeout(), connection.getAutoCommit(),
                        connection.getTransactionIsolation(), connection.isReadOnly(), result.getString(1));
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Server.class)
    void aConnectionBorrowedFromDbcp2GoesBackAsItCame(Server server) throws SQLException {
        try (BasicDataSource pool = server.pool()) {
            State before;
            try (Connection connection = pool.getConnection()) {
                before = State.of(connection, server);
            }

            JdbcWorkerLease leases = JdbcWorkerLease.builder(pool).keepConnection(false).table(freshTable())
                    .layout(TWITTER).holder("web-1", 100).callTimeout(CALL_TIMEOUT).heartbeatInterval(Duration.ZERO)
                    .build();
            try (WorkerLease lease = leases.claimAny()) {
                lease.renew();
                lease.renew();
                assertThat(lease.lastRenewalFailure()).isEmpty();

                try (Connection connection = pool.getConnection()) {
                    assertThat(State.of(connection, server)).isEqualTo(before);
                    // The application's own long query, on the connection the lease used last.
                    try (Statement statement = connection.createStatement()) {
                        statement.execute(server.longQuery);
                    }
                }
            }
            assertThat(List.of(pool.getNumActive(), pool.getNumIdle())).as("active, idle").containsExactly(0, 1);
        }
    }
}
