package io.shardflake.worker.lease;

import io.shardflake.clock.Micros;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What differs between the databases the lease runs on: the DDL file, and how to read the database's clock. The
 * statements on the table itself are the same plain SQL everywhere ({@link LeaseTable}).
 *
 * <p>A database is recognised by the exact product name its driver reports
 * ({@link java.sql.DatabaseMetaData#getDatabaseProductName()}), and nothing else is accepted: the lease's safety
 * rests on how the database settles racing writes, which has been checked on these and only these.
 */
enum LeaseDialect {

    /** H2 2.x. */
    H2("h2/R__shardflake_worker_lease.sql", "SELECT CURRENT_TIMESTAMP", "H2") {
        @Override
        long readNow(ResultSet result) throws SQLException {
            return instantColumn(result);
        }
    },

    /** PostgreSQL. */
    POSTGRESQL("postgresql/R__shardflake_worker_lease.sql", "SELECT CURRENT_TIMESTAMP", "PostgreSQL") {
        @Override
        long readNow(ResultSet result) throws SQLException {
            return instantColumn(result);
        }
    },

    /**
     * MySQL 8 and MariaDB 10.11+ (InnoDB). MariaDB Connector/J reports {@code MariaDB} on a MariaDB server and
     * {@code MySQL} on a MySQL one; MySQL Connector/J reports {@code MySQL} on both.
     */
    MYSQL("mysql/R__shardflake_worker_lease.sql",
            // UTC_TIMESTAMP(6) is UTC whatever the server's and the session's time zone; TIMESTAMPDIFF makes it a
            // BIGINT in SQL, so no driver gets to convert a DATETIME through some time zone on the way.
            "SELECT TIMESTAMPDIFF(MICROSECOND, '1970-01-01 00:00:00', UTC_TIMESTAMP(6))", "MySQL", "MariaDB") {
        @Override
        long readNow(ResultSet result) throws SQLException {
            long micros = result.getLong(1);
            if (result.wasNull()) {
                throw new SQLException("the database's clock read as NULL: " + sqlNow(), "22000");
            }
            return micros;
        }
    };

    private final String ddlResource;
    private final String now;
    private final List<String> products;

    LeaseDialect(String ddlResource, String now, String... products) {
        this.ddlResource = ddlResource;
        this.now = now;
        this.products = List.of(products);
    }

    /**
     * @param productName as {@link java.sql.DatabaseMetaData#getDatabaseProductName()} says
     * @return the dialect of that product, empty if the lease does not support it
     */
    static Optional<LeaseDialect> of(String productName) {
        if (productName == null) {
            return Optional.empty();
        }
        for (LeaseDialect dialect : values()) {
            if (dialect.products.contains(productName)) {
                return Optional.of(dialect);
            }
        }
        return Optional.empty();
    }

    /** @return every supported product name, as drivers report them: H2, PostgreSQL, MySQL, MariaDB */
    static List<String> supportedProducts() {
        List<String> all = new ArrayList<>();
        for (LeaseDialect dialect : values()) {
            all.addAll(dialect.products);
        }
        return List.copyOf(all);
    }

    /** @return the DDL file beside this class, e.g. {@code mysql/R__shardflake_worker_lease.sql} */
    String ddlResource() {
        return ddlResource;
    }

    /** @return the query whose one row and column is the database's clock now */
    String sqlNow() {
        return now;
    }

    /**
     * @param result positioned on the row of {@link #sqlNow()}
     * @return the database's clock, microseconds since 1970
     */
    abstract long readNow(ResultSet result) throws SQLException;

    private static long instantColumn(ResultSet result) throws SQLException {
        // OffsetDateTime is the type JDBC 4.2 maps TIMESTAMP WITH TIME ZONE to: an absolute instant, whatever the
        // session's time zone.
        return Micros.of(result.getObject(1, OffsetDateTime.class).toInstant());
    }
}
