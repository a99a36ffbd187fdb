package io.shardflake.shardingsphere;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/** The real databases behind ShardingSphere in a test: each reached with plain JDBC, around ShardingSphere. */
interface PhysicalDatabases extends AutoCloseable {

    /** @return the JDBC URL of each physical database, ds_0 first */
    List<String> urls();

    String username();

    String password();

    String driverClassName();

    /** @return a plain JDBC connection to physical database {@code n}, not through ShardingSphere */
    default Connection connect(int n) throws SQLException {
        return DriverManager.getConnection(urls().get(n), username(), password());
    }

    /** Runs statements on physical database {@code n}. */
    default void execute(int n, String... statements) throws SQLException {
        try (Connection connection = connect(n); Statement statement = connection.createStatement()) {
            for (String sql : statements) {
                statement.execute(sql);
            }
        }
    }

    @Override
    void close() throws Exception;
}
