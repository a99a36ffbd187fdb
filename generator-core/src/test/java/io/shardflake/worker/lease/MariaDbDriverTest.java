package io.shardflake.worker.lease;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Each driver reaches the lease tests' MariaDB as the lease will see it. (That the server is MariaDB 10.11+ on
 * loopback at InnoDB's defaults is shardflake-test-databases' own {@code MariaDbServerTest}.)
 */
@LeaseDatabases
class MariaDbDriverTest {

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
