package io.shardflake.testdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The MariaDB tests get is what it claims: MariaDB 10.11 or later at InnoDB's defaults, listening on 127.0.0.1 only,
 * in a foreign time zone; the shared one cannot be closed by a test, a private one is gone once closed.
 */
class MariaDbServerTest {

    @Test
    void itIsMariaDb1011OrLaterOnLoopbackOnlyAtRepeatableReadInAForeignTimeZone() throws SQLException {
        MariaDbServer server = MariaDbServer.shared();
        try (Connection connection = server.dataSource().getConnection();
                Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery("SELECT VERSION(), @@bind_address, @@port,"
                        + " @@tx_isolation, @@default_storage_engine, @@time_zone, @@max_connections, DATABASE()")) {
            result.next();
            String[] version = result.getString(1).split("[.-]");
            assertThat(Integer.parseInt(version[0]) * 100 + Integer.parseInt(version[1])).isGreaterThanOrEqualTo(1011);
            assertThat(result.getString(1)).contains("MariaDB");
            assertThat(result.getString(2)).isEqualTo("127.0.0.1");
            assertThat(result.getInt(3)).isEqualTo(server.port());
            assertThat(result.getString(4)).isEqualTo("REPEATABLE-READ");
            assertThat(result.getString(5)).isEqualTo("InnoDB");
            assertThat(result.getString(6)).isEqualTo(MariaDbServer.TIME_ZONE);
            assertThat(result.getInt(7)).isEqualTo(MariaDbServer.MAX_CONNECTIONS);
            assertThat(result.getString(8)).isEqualTo(MariaDbServer.DATABASE);
        }
        assertThat(ListeningSockets.of(server.pid())).containsExactly("127.0.0.1:" + server.port());
        assertThat(MariaDbServer.shared()).isSameAs(server);
        assertThat(server.urlWithCredentials("mysql")).isEqualTo("jdbc:mysql://127.0.0.1:" + server.port()
                + "/shardflake?user=shardflake&password=shardflake-test");
    }

    @Test
    void theSharedServerRefusesToBeClosedByATest() {
        MariaDbServer server = MariaDbServer.shared();

        assertThatThrownBy(server::close).isInstanceOf(IllegalStateException.class)
                .hasMessage("the shared MariaDB stops when the JVM exits; close only servers from MariaDbServer.start()");
        assertThat(ProcessHandle.of(server.pid())).hasValueSatisfying(process -> assertThat(process.isAlive()).isTrue());
    }

    @Test
    void aPrivateServerIsAnotherProcessAndIsGoneOnceClosed() throws Exception {
        MariaDbServer server = MariaDbServer.start();
        long pid;
        try {
            pid = server.pid();
            assertThat(server.port()).isNotEqualTo(MariaDbServer.shared().port());
            assertThat(pid).isNotEqualTo(MariaDbServer.shared().pid());
            try (Connection connection = server.dataSource().getConnection()) {
                assertThat(connection.isValid(5)).isTrue();
            }
        } finally {
            server.close();
        }
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)) {
            assertThat(System.nanoTime()).as("mariadbd %d still alive 30 s after close()", pid).isLessThan(deadline);
            Thread.sleep(20);
        }
    }
}
