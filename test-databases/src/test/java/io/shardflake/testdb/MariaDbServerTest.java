package io.shardflake.testdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The MariaDB tests get is what it claims: MariaDB 10.11 or later at InnoDB's defaults, listening on 127.0.0.1 only,
 * in a foreign time zone; the shared one cannot be closed by a test, a private one is gone once closed.
 */
class MariaDbServerTest {

    @Test
    void itIsMariaDb1011OrLaterOnLoopbackOnlyAtRepeatableReadInAForeignTimeZone() throws SQLException {
        MariaDbServer server = MariaDbServer.shared();
        List<String> settings = FirstRow.select(server.dataSource(), "VERSION()", "@@bind_address", "@@port",
                "@@tx_isolation", "@@default_storage_engine", "@@time_zone", "@@max_connections", "DATABASE()");

        String[] version = settings.get(0).split("[.-]");
        assertThat(Integer.parseInt(version[0]) * 100 + Integer.parseInt(version[1])).isGreaterThanOrEqualTo(1011);
        assertThat(settings.get(0)).contains("MariaDB");
        assertThat(settings.subList(1, settings.size())).containsExactly("127.0.0.1", String.valueOf(server.port()),
                "REPEATABLE-READ", "InnoDB", MariaDbServer.TIME_ZONE, String.valueOf(MariaDbServer.MAX_CONNECTIONS),
                MariaDbServer.DATABASE);
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
