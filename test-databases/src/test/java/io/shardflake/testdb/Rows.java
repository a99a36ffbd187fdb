package io.shardflake.testdb;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;

/** Writing and reading the small {@code id} tables of the replication tests, a connection per call. */
final class Rows {

    private Rows() {
    }

    static void update(DataSource dataSource, String sql) throws SQLException {
        try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement()) {
            statement.executeUpdate(sql);
        }
    }

    /** @return the table's {@code id} column, in order */
    static List<Integer> ids(DataSource dataSource, String table) throws SQLException {
        List<Integer> ids = new ArrayList<>();
        try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT id FROM " + table + " ORDER BY id")) {
            while (rows.next()) {
                ids.add(rows.getInt(1));
            }
        }
        return ids;
    }
}
