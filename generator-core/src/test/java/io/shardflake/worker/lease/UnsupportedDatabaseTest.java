package io.shardflake.worker.lease;

import static io.shardflake.worker.lease.LeaseFixtures.freshTable;
import static io.shardflake.worker.lease.LeaseFixtures.leases;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.shardflake.error.InvalidConfigurationException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import org.h2.jdbcx.JdbcDataSource;
import org.hsqldb.jdbc.JDBCDataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A database the lease does not support fails the build, naming the product and the supported ones, before anything
 * is written — whether the lease would create the table or a DBA did. HSQLDB, a real database that runs here, stands
 * for any other.
 */
class UnsupportedDatabaseTest {

    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void anotherDatabaseIsRefusedNamingItAndTheSupportedOnes(boolean createTable) throws SQLException {
        JDBCDataSource hsqldb = new JDBCDataSource();
        hsqldb.setUrl("jdbc:hsqldb:mem:lease-unsupported");
        hsqldb.setUser("SA");
        String table = freshTable();

        UnsupportedDatabaseException e = catchThrowableOfType(UnsupportedDatabaseException.class,
                () -> leases(hsqldb, table, "web-1").createTable(createTable).build());

        assertThat(e.getMessage()).isEqualTo("unsupported database product HSQL Database Engine "
                + e.productVersion() + " for lease table " + table + "; supported: H2, PostgreSQL, MySQL, MariaDB");
        assertThat(e.product()).isEqualTo("HSQL Database Engine");
        assertThat(e.productVersion()).startsWith("2.");
        assertThat(e.supported()).containsExactly("H2", "PostgreSQL", "MySQL", "MariaDB");
        assertThat(e).isNotInstanceOf(InvalidConfigurationException.class)
                .isNotInstanceOf(LeaseDatabaseException.class);
        try (Connection connection = hsqldb.getConnection();
                PreparedStatement select = connection.prepareStatement(
                        "SELECT COUNT(*) FROM INFORMATION_SCHEMA.TABLES WHERE LOWER(TABLE_NAME) = ?")) {
            select.setString(1, table);
            try (ResultSet result = select.executeQuery()) {
                result.next();
                assertThat(result.getInt(1)).as("tables created").isZero();
            }
        }
    }

    @Test
    void h2InACompatibilityModeIsStillH2AndWorks() {
        JdbcDataSource h2 = new JdbcDataSource();
        h2.setURL("jdbc:h2:mem:lease-mysql-mode;MODE=MySQL;DB_CLOSE_DELAY=-1");

        WorkerLease lease = leases(h2, freshTable(), "web-1").build().claimAny();

        assertThat(lease.workerId()).isZero();
        lease.close();
    }
}
