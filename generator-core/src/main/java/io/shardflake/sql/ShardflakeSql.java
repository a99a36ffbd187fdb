package io.shardflake.sql;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.Statement;
import java.util.Locale;

/**
 * Loads and installs the Shardflake SQL functions: reading an id's fields and time, a time-based UUID's time,
 * and forming a version 1 UUID, inside the database. The scripts ship in this jar as
 * {@code io/shardflake/sql/<dialect>/shardflake-functions.sql}, for a DBA to run by hand, for a migration tool
 * to copy, or for {@link #install(Connection)}.
 *
 * <pre>{@code
 * try (Connection connection = dataSource.getConnection()) {
 *     ShardflakeSql.install(connection);
 * }
 * // SELECT shardflake_id_time(id, '2010-11-04 01:42:54.657+00', 22, 41, 1000) FROM tweets;
 * }</pre>
 *
 * <p>Both scripts are idempotent, so installing on every start is safe.
 */
public final class ShardflakeSql {

    /** The databases the functions are written for. */
    public enum Dialect {
        /** PostgreSQL 14 or later: PL/pgSQL functions. */
        POSTGRESQL("PostgreSQL", "postgresql"),
        /** H2 2.x: aliases of {@link H2Functions}, which must be on the database's class path. */
        H2("H2", "h2");

        private final String productName;
        private final String folder;

        Dialect(String productName, String folder) {
            this.productName = productName;
            this.folder = folder;
        }

        /** @return the class-path resource holding this dialect's script, without a leading slash */
        public String resource() {
            return "io/shardflake/sql/" + folder + "/shardflake-functions.sql";
        }

        /**
         * The dialect of a connection, by the database product name its driver reports.
         *
         * @param connection an open connection
         * @return the dialect
         * @throws SQLFeatureNotSupportedException naming the product if it is neither PostgreSQL nor H2
         * @throws SQLException if the driver cannot say
         */
        public static Dialect of(Connection connection) throws SQLException {
            String product = connection.getMetaData().getDatabaseProductName();
            for (Dialect dialect : values()) {
                if (dialect.productName.equalsIgnoreCase(product == null ? "" : product.trim())) {
                    return dialect;
                }
            }
            throw new SQLFeatureNotSupportedException("Shardflake has SQL functions for PostgreSQL and H2, not for "
                    + product);
        }

        @Override
        public String toString() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    private ShardflakeSql() {
    }

    /**
     * The text of a dialect's script.
     *
     * @param dialect the database
     * @return the script, several statements
     * @throws IllegalStateException if the script is missing from the class path (a broken jar)
     */
    public static String script(Dialect dialect) {
        try (InputStream in = ShardflakeSql.class.getClassLoader().getResourceAsStream(dialect.resource())) {
            if (in == null) {
                throw new IllegalStateException("the " + dialect + " SQL script " + dialect.resource()
                        + " is missing from the class path");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("could not read " + dialect.resource(), e);
        }
    }

    /**
     * Installs the functions for the connection's database (creating or replacing them). It runs in the
     * connection's current transaction and does not commit: with auto-commit off, the caller commits.
     *
     * @param connection an open connection to PostgreSQL or H2, allowed to create functions
     * @return the dialect that was installed
     * @throws SQLFeatureNotSupportedException if the database is neither PostgreSQL nor H2
     * @throws SQLException if the script fails
     */
    public static Dialect install(Connection connection) throws SQLException {
        Dialect dialect = Dialect.of(connection);
        install(connection, dialect);
        return dialect;
    }

    /**
     * Installs one dialect's functions, for a connection whose product name is not what {@link Dialect#of}
     * expects (a compatible database, or a driver wrapper). Runs in the current transaction, without committing.
     *
     * @param connection an open connection, allowed to create functions
     * @param dialect the script to run
     * @throws SQLException if the script fails
     */
    public static void install(Connection connection, Dialect dialect) throws SQLException {
        // One execute for the whole script: both drivers split statements themselves, and PostgreSQL's JDBC
        // driver knows a ';' inside a $$-quoted function body does not end the statement.
        try (Statement statement = connection.createStatement()) {
            statement.execute(script(dialect));
        }
    }
}
