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
import java.sql.SQLException;
import java.util.function.BiConsumer;
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
        MARIADB_CONNECTOR("jdbc:mariadb", MariaDbDataSource::new),
        MYSQL_CONNECTOR("jdbc:mysql", url -> withUrl(new MysqlDataSource(), MysqlDataSource::setURL, url)),
        POSTGRESQL("jdbc:postgresql", url -> withUrl(new PGSimpleDataSource(), PGSimpleDataSource::setURL, url));

        private final String scheme;
        private final DataSourceAt dataSourceAt;

        Driver(String scheme, DataSourceAt dataSourceAt) {
            this.scheme = scheme;
            this.dataSourceAt = dataSourceAt;
        }

        DataSource dataSource(String url) throws SQLException {
            return dataSourceAt.url(url);
        }

        private static <T extends DataSource> T withUrl(T source, BiConsumer<T, String> setUrl, String url) {
            setUrl.accept(source, url);
            return source;
        }

        /** The driver's own DataSource for a URL (MariaDB's constructor reads the URL, hence the exception). */
        @FunctionalInterface
        interface DataSourceAt {
            DataSource url(String url) throws SQLException;
        }
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
    void aDataSourceThatDoesNotTellItsUrlIsNamedByItsClass() throws SQLException {
        String url = "jdbc:mariadb://127.0.0.1:" + closedPort.getLocalPort() + "/app";
        // The wrapper has no URL getter, like a hand-written DataSource, whatever the driver's data source inside has.
        DataSource withoutUrl = new SwitchableDataSource(new MariaDbDataSource(url));

        LeaseConnectionException e = catchThrowableOfType(LeaseConnectionException.class,
                () -> leases(withoutUrl, freshTable(), "web-1").build());

        assertThat(e.url()).isEmpty();
        assertThat(e.getMessage()).contains("could not connect to the database of "
                + SwitchableDataSource.class.getName() + " (a DataSource whose URL Shardflake cannot read): ");
    }
}
