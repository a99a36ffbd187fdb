package io.shardflake.testdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.SocketTimeoutException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What a silent network does to JDBC, on real PostgreSQL and MariaDB behind a {@link TcpProxy}: a query with a socket
 * timeout fails with that timeout; one without stays blocked, even once {@code heal()} lets a new connection work,
 * until the connection is cut; a login during the silence fails within its own timeout.
 * "Still blocked" is checked for {@value #BLOCKED_SECONDS} s: a broken proxy answers at once, so the wait decides how
 * hard the check looks, never whether a correct proxy passes. Every wait here has a bound.
 */
class SilentConnectionTest {

    private static final long BLOCKED_SECONDS = 2;
    private static final long GENEROUS_SECONDS = 30;

    private static final ExecutorService QUERIES = Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "silent-connection-query");
        thread.setDaemon(true);
        return thread;
    });

    /** A server, and how its driver spells "give up reading after one second" and "give up logging in after one". */
    record Database(String name, int port, String url, String socketTimeout, String loginTimeout) {

        String url(TcpProxy proxy, String... options) {
            return String.format(url, proxy.port()) + String.join("", options);
        }

        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Database> databases() {
        return Stream.of(
                new Database("PostgreSQL", PostgresServer.shared().port(),
                        "jdbc:postgresql://127.0.0.1:%d/postgres?user=" + PostgresServer.USER,
                        "&socketTimeout=1", "&loginTimeout=1"),
                new Database("MariaDB", MariaDbServer.shared().port(),
                        "jdbc:mariadb://127.0.0.1:%d/" + MariaDbServer.DATABASE + "?user=" + MariaDbServer.USER
                                + "&password=" + MariaDbServer.PASSWORD,
                        "&socketTimeout=1000", "&connectTimeout=1000"));
    }

    @AfterAll
    static void stopQueries() {
        QUERIES.shutdownNow();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void aQueryWithASocketTimeoutFailsWithThatTimeoutOnceTheConnectionGoesSilent(Database database)
            throws SQLException {
        try (TcpProxy proxy = TcpProxy.start("127.0.0.1", database.port());
                Connection connection = DriverManager.getConnection(database.url(proxy, database.socketTimeout()))) {
            assertThat(selectOne(connection)).isEqualTo(1);

            proxy.goSilent();

            long begin = System.nanoTime();
            assertThatThrownBy(() -> selectOne(connection)).isInstanceOf(SQLException.class)
                    .hasRootCauseInstanceOf(SocketTimeoutException.class);
            assertThat(Duration.ofNanos(System.nanoTime() - begin)).isLessThan(Duration.ofSeconds(GENEROUS_SECONDS));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void aQueryWithoutASocketTimeoutStaysBlockedEvenAfterHealUntilTheConnectionIsCut(Database database)
            throws Exception {
        try (TcpProxy proxy = TcpProxy.start("127.0.0.1", database.port());
                Connection connection = DriverManager.getConnection(database.url(proxy))) {
            assertThat(selectOne(connection)).isEqualTo(1);
            proxy.goSilent();
            Future<Integer> stuck = QUERIES.submit(() -> selectOne(connection));

            proxy.heal();

            try (Connection fresh = DriverManager.getConnection(database.url(proxy, database.socketTimeout()))) {
                assertThat(selectOne(fresh)).isEqualTo(1);
            }
            assertThatThrownBy(() -> stuck.get(BLOCKED_SECONDS, TimeUnit.SECONDS))
                    .isInstanceOf(TimeoutException.class);
            assertThat(stuck.isDone()).isFalse();

            proxy.cutAll();

            assertThatThrownBy(() -> stuck.get(GENEROUS_SECONDS, TimeUnit.SECONDS))
                    .isInstanceOf(ExecutionException.class).hasCauseInstanceOf(SQLException.class);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void aLoginDuringTheSilenceFailsWithinItsLoginTimeout(Database database) {
        try (TcpProxy proxy = TcpProxy.start("127.0.0.1", database.port())) {
            proxy.goSilent();

            Future<Connection> login = QUERIES.submit(() -> DriverManager.getConnection(
                    database.url(proxy, database.loginTimeout())));

            assertThatThrownBy(() -> login.get(GENEROUS_SECONDS, TimeUnit.SECONDS))
                    .isInstanceOf(ExecutionException.class).hasCauseInstanceOf(SQLException.class);
            assertThat(proxy.connectionsAccepted()).isEqualTo(1);
        }
    }

    private static int selectOne(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery("SELECT 1")) {
            result.next();
            return result.getInt(1);
        }
    }
}
