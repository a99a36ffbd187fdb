package io.shardflake.testdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * What the pooler tests rest on: PgBouncer in front of PostgreSQL hands one server connection to several clients in
 * transaction mode, so a session setting one client makes reaches the next, and cleans it in session mode; it listens
 * on loopback only and leaves no process behind.
 */
class PgBouncerTest {

    @Test
    void inTransactionModeASessionSettingReachesTheNextClient() throws SQLException {
        try (PgBouncer bouncer = PgBouncer.start(PostgresServer.shared(), PgBouncer.PoolMode.TRANSACTION, 1)) {
            DataSource clients = bouncer.dataSource("postgres");
            try (Connection first = clients.getConnection(); Statement statement = first.createStatement()) {
                statement.execute("SET statement_timeout = '42s'");
            }
            try (Connection second = clients.getConnection()) {
                assertThat(show(second, "statement_timeout")).isEqualTo("42s");
            }
            assertThat(ListeningSockets.of(bouncer.pid())).containsExactly("127.0.0.1:" + bouncer.port());
        }
    }

    @Test
    void inSessionModeTheNextClientGetsACleanSession() throws SQLException {
        try (PgBouncer bouncer = PgBouncer.start(PostgresServer.shared(), PgBouncer.PoolMode.SESSION, 1)) {
            DataSource clients = bouncer.dataSource("postgres");
            String backend;
            try (Connection first = clients.getConnection(); Statement statement = first.createStatement()) {
                statement.execute("SET statement_timeout = '42s'");
                backend = show(first, "pg_backend_pid()");
            }
            try (Connection second = clients.getConnection()) {
                assertThat(show(second, "pg_backend_pid()")).as("one server connection").isEqualTo(backend);
                assertThat(show(second, "statement_timeout")).isEqualTo("0");
            }
        }
    }

    @Test
    void closeStopsIt() {
        PgBouncer bouncer = PgBouncer.start(PostgresServer.shared(), PgBouncer.PoolMode.SESSION, 1);
        ProcessHandle process = ProcessHandle.of(bouncer.pid()).orElseThrow();
        bouncer.close();
        assertThat(process.isAlive()).isFalse();
    }

    private static String show(Connection connection, String what) throws SQLException {
        try (Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery(what.endsWith(")") ? "SELECT " + what : "SHOW " + what)) {
            result.next();
            return result.getString(1);
        }
    }
}
