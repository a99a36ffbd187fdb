package io.shardflake.worker.lease;

import static io.shardflake.worker.lease.LeaseFixtures.freshTable;
import static io.shardflake.worker.lease.LeaseFixtures.leases;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.mysql.cj.jdbc.MysqlDataSource;
import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.testdb.MariaDbServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.mariadb.jdbc.MariaDbDataSource;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * A database the lease cannot connect to fails the build as a connection failure — {@link LeaseConnectionException},
 * naming the URL without its password and the driver's message — not as a bad setting. Real drivers, real
 * failures: a port on 127.0.0.1 that refuses connections, and a real server refusing a wrong password.
 */
@LeaseDatabases
class ConnectionFailureTest {

    private static final String SECRET = "not-for-logs";

    /** Bound but not listening: connections to its port are refused, and no other process can take the port. */
    private Socket closedPort;

    @BeforeEach
    void reservePort() throws IOException {
        closedPort = new Socket();
        closedPort.bind(new InetSocketAddress(InetAddress.getByName("127.0.0.1"), 0));
    }

    @AfterEach
    void releasePort() throws IOException {
        closedPort.close();
    }

    /** The drivers a lease may be given, each pointed at the closed port with the password in its URL. */
    enum Driver {
        MARIADB_CONNECTOR("jdbc:mariadb") {
            @Override
            DataSource dataSource(String url) throws SQLException {
                return new MariaDbDataSource(url);
            }
        },
        MYSQL_CONNECTOR("jdbc:mysql") {
            @Override
            DataSource dataSource(String url) {
                MysqlDataSource source = new MysqlDataSource();
                source.setURL(url);
                return source;
            }
        },
        POSTGRESQL("jdbc:postgresql") {
            @Override
            DataSource dataSource(String url) {
                PGSimpleDataSource source = new PGSimpleDataSource();
                source.setURL(url);
                return source;
            }
        };

        private final String scheme;

        Driver(String scheme) {
            this.scheme = scheme;
        }

        abstract DataSource dataSource(String url) throws SQLException;
    }

    @ParameterizedTest
    @EnumSource(Driver.class)
    void aPortThatRefusesConnectionsIsAConnectionFailureNamingTheUrlWithoutItsPassword(Driver driver)
            throws SQLException {
        String url = driver.scheme + "://127.0.0.1:" + closedPort.getLocalPort() + "/app?user=app&password=" + SECRET;
        String table = freshTable();

        LeaseConnectionException e = catchThrowableOfType(LeaseConnectionException.class,
                () -> leases(driver.dataSource(url), table, "web-1").build());
        SQLException cause = (SQLException) e.getCause();

        assertThat(e.getMessage()).startsWith("could not check lease table " + table + ": could not connect to "
                + driver.scheme + "://127.0.0.1:" + closedPort.getLocalPort() + "/app")
                .endsWith(": " + e.driverMessage() + " (SQLState " + cause.getSQLState() + ", error "
                        + cause.getErrorCode() + ")").doesNotContain(SECRET);
        if (driver != Driver.POSTGRESQL) { // PostgreSQL's DataSource leaves the password out of its URL itself
            assertThat(e.getMessage()).contains("password=***");
        }
        assertThat(e.url()).hasValueSatisfying(shown -> assertThat(shown).contains("127.0.0.1:"
                + closedPort.getLocalPort()).doesNotContain(SECRET));
        // The socket's own words, however deep the driver wrapped them.
        assertThat(e.driverMessage()).containsIgnoringCase("Connection refused");
        assertThat(e).isInstanceOf(LeaseDatabaseException.class).isNotInstanceOf(InvalidConfigurationException.class)
                .hasCauseInstanceOf(SQLException.class);
    }

    @ParameterizedTest
    @EnumSource(value = Database.class, names = {"MARIADB", "MARIADB_VIA_MYSQL_CONNECTOR"})
    void aWrongPasswordIsAConnectionFailureWithTheServersRefusal(Database database) throws SQLException {
        DataSource wrongPassword = database.dataSource();
        if (wrongPassword instanceof MariaDbDataSource mariadb) {
            mariadb.setPassword(SECRET);
        } else {
            ((MysqlDataSource) wrongPassword).setPassword(SECRET);
        }

        LeaseConnectionException e = catchThrowableOfType(LeaseConnectionException.class,
                () -> leases(wrongPassword, freshTable(), "web-1").build());

        assertThat(e.getMessage()).contains("127.0.0.1:" + MariaDbServer.shared().port(),
                "Access denied for user '" + MariaDbServer.USER + "'@'127.0.0.1'", "SQLState 28000")
                .doesNotContain(SECRET);
    }

    @Test
    void aDataSourceThatDoesNotTellItsUrlIsNamedByItsClass() {
        String url = "jdbc:mariadb://127.0.0.1:" + closedPort.getLocalPort() + "/app";
        DataSource withoutUrl = new SwitchableDataSource(new UrlOnlyDataSource(url));

        LeaseConnectionException e = catchThrowableOfType(LeaseConnectionException.class,
                () -> leases(withoutUrl, freshTable(), "web-1").build());

        assertThat(e.url()).isEmpty();
        assertThat(e.getMessage()).contains("could not connect to the database of "
                + SwitchableDataSource.class.getName() + " (a DataSource whose URL Shardflake cannot read): ");
    }

    /** Connects through {@link DriverManager}, like the simplest hand-written DataSource. */
    private record UrlOnlyDataSource(String url) implements DataSource {

        @Override
        public Connection getConnection() throws SQLException {
            return DriverManager.getConnection(url);
        }

        @Override
        public Connection getConnection(String user, String password) throws SQLException {
            return DriverManager.getConnection(url, user, password);
        }

        @Override
        public java.io.PrintWriter getLogWriter() {
            return null;
        }

        @Override
        public void setLogWriter(java.io.PrintWriter out) {
        }

        @Override
        public void setLoginTimeout(int seconds) {
        }

        @Override
        public int getLoginTimeout() {
            return 0;
        }

        @Override
        public java.util.logging.Logger getParentLogger() {
            return java.util.logging.Logger.getGlobal();
        }

        @Override
        public <T> T unwrap(Class<T> type) throws SQLException {
            throw new SQLException("not a wrapper");
        }

        @Override
        public boolean isWrapperFor(Class<?> type) {
            return false;
        }
    }
}
