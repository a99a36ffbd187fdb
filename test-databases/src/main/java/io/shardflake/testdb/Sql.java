package io.shardflake.testdb;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;

/** The harness's own statements: one value read, or statements run in order, failing with the server's words. */
final class Sql {

    private Sql() {
    }

    /**
     * @return the first column of the first row of {@code SELECT <expression>}, as text
     * @throws IllegalStateException naming the server and what it said
     */
    static String select(DataSource dataSource, String expression, Object server) {
        try (Connection connection = dataSource.getConnection();
                Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery("SELECT " + expression)) {
            if (!result.next()) {
                throw new IllegalStateException("no row from SELECT " + expression + " on " + server);
            }
            return result.getString(1);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read " + expression + " from " + server + ": " + e.getMessage(), e);
        }
    }

    /**
     * Runs the statements in order on one connection.
     *
     * @throws IllegalStateException naming the statement, the server and what it said
     */
    static void execute(DataSource dataSource, Object server, String... statements) {
        try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement()) {
            for (String sql : statements) {
                try {
                    statement.execute(sql);
                } catch (SQLException e) {
                    throw new IllegalStateException(sql + " failed on " + server + ": " + e.getMessage(), e);
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot connect to " + server + ": " + e.getMessage(), e);
        }
    }
}
