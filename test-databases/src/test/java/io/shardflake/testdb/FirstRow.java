package io.shardflake.testdb;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;

/** One row of server settings as text, a column per expression: how a test reads them in one statement. */
final class FirstRow {

    private FirstRow() {
    }

    /** {@code SELECT} of the expressions, in their order; fails the test if no row comes back. */
    static List<String> select(DataSource dataSource, String... expressions) throws SQLException {
        String sql = "SELECT " + String.join(", ", expressions);
        try (Connection connection = dataSource.getConnection();
                Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery(sql)) {
            if (!result.next()) {
                throw new AssertionError("no row from " + sql);
            }
            List<String> columns = new ArrayList<>();
            for (int column = 1; column <= expressions.length; column++) {
                columns.add(result.getString(column));
            }
            return columns;
        }
    }
}
