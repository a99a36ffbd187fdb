package io.shardflake.quarkus.it;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;

/**
 * The rows of {@code shardflake_worker_lease} as the database sees them: a worker id is held while its row's
 * {@code expires_at} lies ahead of the database's clock (microseconds since 1970), as the lease itself judges it.
 */
final class LeaseRows {

    /** One held worker id: who holds it and how it was chosen. */
    record Held(int workerId, String instance, long pid, String source) {
    }

    private final DataSource database;

    LeaseRows(DataSource database) {
        this.database = database;
    }

    /** @return the held worker ids, lowest first (the table's stamp, row -1, left out) */
    List<Held> held() {
        List<Held> held = new ArrayList<>();
        try (Connection connection = database.getConnection();
                PreparedStatement select = connection.prepareStatement("SELECT worker_id, holder_instance,"
                        + " holder_pid, holder_source, expires_at FROM shardflake_worker_lease WHERE worker_id >= 0"
                        + " ORDER BY worker_id");
                ResultSet rows = select.executeQuery()) {
            long now = databaseMicros(connection);
            while (rows.next()) {
                if (rows.getLong(5) > now) {
                    held.add(new Held(rows.getInt(1), rows.getString(2), rows.getLong(3), rows.getString(4)));
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the lease table", e);
        }
        return held;
    }

    /** The database's clock, as the lease reads it ({@code CURRENT_TIMESTAMP}), in microseconds since 1970. */
    private static long databaseMicros(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement();
                ResultSet now = statement.executeQuery("SELECT CURRENT_TIMESTAMP")) {
            now.next();
            Instant instant = now.getObject(1, OffsetDateTime.class).toInstant();
            return ChronoUnit.MICROS.between(Instant.EPOCH, instant);
        }
    }

    /** Runs one statement on the table's database, as another instance or an operator would. */
    void execute(String sql) {
        try (Connection connection = database.getConnection(); Statement statement = connection.createStatement()) {
            statement.executeUpdate(sql);
        } catch (SQLException e) {
            throw new IllegalStateException(sql, e);
        }
    }
}
