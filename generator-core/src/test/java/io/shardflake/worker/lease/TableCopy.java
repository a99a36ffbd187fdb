package io.shardflake.worker.lease;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;

/** The rows of some tables as they are now, put back later: a backup and its restore, as a DBA would make them. */
final class TableCopy {

    private final Map<String, Rows> tables;

    private TableCopy(Map<String, Rows> tables) {
        this.tables = tables;
    }

    /** @return every row of each table, now */
    static TableCopy of(DataSource dataSource, String... tables) {
        Map<String, Rows> copies = new LinkedHashMap<>();
        try (Connection connection = dataSource.getConnection()) {
            for (String table : tables) {
                try (PreparedStatement select = connection.prepareStatement("SELECT * FROM " + table);
                        ResultSet result = select.executeQuery()) {
                    ResultSetMetaData meta = result.getMetaData();
                    List<String> columns = new ArrayList<>();
                    List<Integer> types = new ArrayList<>();
                    for (int i = 1; i <= meta.getColumnCount(); i++) {
                        columns.add(meta.getColumnName(i));
                        types.add(meta.getColumnType(i));
                    }
                    List<Object[]> rows = new ArrayList<>();
                    while (result.next()) {
                        Object[] row = new Object[columns.size()];
                        for (int i = 0; i < row.length; i++) {
                            row[i] = result.getObject(i + 1);
                        }
                        rows.add(row);
                    }
                    copies.put(table, new Rows(columns, types, rows));
                }
            }
        } catch (SQLException e) {
            throw new AssertionError(e);
        }
        return new TableCopy(copies);
    }

    /** Empties each table and writes the copied rows back, in one transaction. */
    void restore(DataSource dataSource) {
        try {
            Transaction.run(dataSource, connection -> {
                for (Map.Entry<String, Rows> table : tables.entrySet()) {
                    Rows rows = table.getValue();
                    try (PreparedStatement delete = connection.prepareStatement("DELETE FROM " + table.getKey())) {
                        delete.executeUpdate();
                    }
                    String marks = String.join(", ", rows.columns.stream().map(column -> "?").toList());
                    try (PreparedStatement insert = connection.prepareStatement("INSERT INTO " + table.getKey() + " ("
                            + String.join(", ", rows.columns) + ") VALUES (" + marks + ")")) {
                        for (Object[] row : rows.rows) {
                            for (int i = 0; i < row.length; i++) {
                                if (row[i] == null) {
                                    insert.setNull(i + 1, rows.types.get(i));
                                } else {
                                    insert.setObject(i + 1, row[i]);
                                }
                            }
                            insert.executeUpdate();
                        }
                    }
                }
                return null;
            });
        } catch (SQLException e) {
            throw new AssertionError(e);
        }
    }

    private record Rows(List<String> columns, List<Integer> types, List<Object[]> rows) {
    }
}
