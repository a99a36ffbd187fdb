package io.shardflake.worker.lease;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The MariaDB the lease tests run on is what they claim: MariaDB 10.11 or later at InnoDB's defaults, listening on
 * 127.0.0.1 only, reached by each driver as the lease will see it.
 */
@LeaseDatabases
class MariaDbServerTest {

    @Test
    void itIsMariaDb1011OrLaterOnLoopbackOnlyAtRepeatableReadInAForeignTimeZone() throws SQLException {
        try (Connection connection = Database.MARIADB.dataSource().getConnection();
                Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery("SELECT VERSION(), @@bind_address, @@port,"
                        + " @@tx_isolation, @@default_storage_engine, @@time_zone")) {
            result.next();
            String[] version = result.getString(1).split("[.-]");
            assertThat(Integer.parseInt(version[0]) * 100 + Integer.parseInt(version[1])).isGreaterThanOrEqualTo(1011);
            assertThat(result.getString(1)).contains("MariaDB");
            assertThat(result.getString(2)).isEqualTo("127.0.0.1");
            assertThat(result.getInt(3)).isEqualTo(MariaDbExtension.server().port());
            assertThat(result.getString(4)).isEqualTo("REPEATABLE-READ");
            assertThat(result.getString(5)).isEqualTo("InnoDB");
            assertThat(result.getString(6)).isEqualTo(MariaDbServer.TIME_ZONE);
        }
        long pid = MariaDbExtension.server().pid();
        assertThat(ListeningSockets.of(pid)).containsExactly("127.0.0.1:" + MariaDbExtension.server().port());
    }

    @ParameterizedTest
    @EnumSource(value = Database.class, names = {"MARIADB", "MARIADB_VIA_MYSQL_CONNECTOR"})
    void eachDriverNamesTheProductTheLeaseThenSpeaksMySqlTo(Database database) throws SQLException {
        try (Connection connection = database.dataSource().getConnection()) {
            DatabaseMetaData metaData = connection.getMetaData();
            String product = metaData.getDatabaseProductName();

            // MariaDB Connector/J tells MariaDB from MySQL; MySQL Connector/J says MySQL to both, and reads the
            // version MariaDB 10.x announces for old clients (5.5.5-10.11...).
            if (database == Database.MARIADB) {
                assertThat(metaData.getURL()).startsWith("jdbc:mariadb:");
                assertThat(product).isEqualTo("MariaDB");
                assertThat(metaData.getDatabaseProductVersion()).startsWith("10.");
            } else {
                assertThat(metaData.getURL()).startsWith("jdbc:mysql:");
                assertThat(product).isEqualTo("MySQL");
                assertThat(metaData.getDatabaseProductVersion()).startsWith("5.5.5-10.");
            }
            assertThat(LeaseDialect.of(product)).hasValue(LeaseDialect.MYSQL);
        }
    }
}
