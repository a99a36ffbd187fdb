package io.shardflake.worker.lease;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The statements on the lease's history table ({@code <lease table>_history}): one row per tenure, written in the
 * transaction of the lease write that starts or ends the tenure. Each method runs in the caller's transaction; none
 * commits. Plain SQL every supported database accepts, as {@link LeaseTable}'s.
 *
 * <p>A renewal writes nothing here: while a tenure lasts, the lease row that names its holder instance carries its
 * latest reservation and renewal, and {@link #read reading} the history joins it. What ends a tenure writes its final
 * range: its release (what it used), the next holder's takeover (the reservation it took over from), or its holder
 * finding it lost (its own reservation, which a table that lost writes may not show). So the history costs a claim two
 * statements, a release one, and a renewal none; a row the database lost (a failover, a restore) is written back by
 * the holder's next renewal that finds the loss.
 *
 * @param name the history table
 * @param lease the lease table
 * @param queryTimeoutSeconds how long one statement may take
 */
record HistoryTable(TableName name, TableName lease, int queryTimeoutSeconds) {

    /** What the history table of a lease table is called: its name with {@code _history}, in the same schema. */
    static final String SUFFIX = "_history";

    // The longest began or ended text the table takes; longer ones are cut with an ellipsis (they are descriptions).
    static final int MAX_TEXT = 1000;

    private static final String COLUMNS = "worker_id, holder_instance, holder_host, holder_pid, holder_source,"
            + " holder_application, began, began_at, renewed_at, ids_from, ids_until, ended, ended_at";

    /** @return the history table of the lease table {@code lease} */
    static TableName of(TableName lease) {
        return TableName.of(lease.sql() + SUFFIX);
    }

    /** @return the statements on the history of the lease table {@code lease} */
    static HistoryTable beside(TableName lease, int queryTimeoutSeconds) {
        return new HistoryTable(of(lease), lease, queryTimeoutSeconds);
    }

    /**
     * Reads nothing, but fails unless the table and all its columns exist.
     *
     * @throws SQLException with a SQLState of class 42 when they do not
     */
    void probe(Connection connection) throws SQLException {
        try (PreparedStatement select = prepare(connection,
                "SELECT " + COLUMNS + " FROM " + name.sql() + " WHERE worker_id < -1");
                ResultSet rows = select.executeQuery()) {
            while (rows.next()) {
                // Only whether the query compiles matters.
            }
        }
    }

    /** Records a tenure that begins: its first write. */
    void begin(Connection connection, TenureRecord tenure) throws SQLException {
        try (PreparedStatement insert = prepare(connection, "INSERT INTO " + name.sql() + " (" + COLUMNS
                + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            insert.setInt(1, tenure.workerId());
            insert.setString(2, tenure.holder().instance());
            insert.setString(3, tenure.holder().host());
            insert.setLong(4, tenure.holder().pid());
            insert.setString(5, tenure.holder().source());
            insert.setString(6, tenure.application());
            insert.setString(7, cut(tenure.began()));
            insert.setLong(8, tenure.beganAtMicros());
            insert.setLong(9, tenure.renewedAtMicros());
            insert.setLong(10, tenure.idsFromMicros());
            insert.setLong(11, tenure.idsUntilMicros());
            if (tenure.ended() == null) {
                insert.setNull(12, java.sql.Types.VARCHAR);
                insert.setNull(13, java.sql.Types.BIGINT);
            } else {
                insert.setString(12, cut(tenure.ended()));
                insert.setLong(13, tenure.endedAtMicros());
            }
            insert.executeUpdate();
        }
    }

    /**
     * Extends a tenure that goes on, when its holder writes its lease row back after the database lost writes: its
     * last write and the latest id time it may carry (never lowered).
     *
     * @return false if its row is missing (the database lost it too): write it back with {@link #begin}
     */
    boolean extend(Connection connection, int workerId, String instance, long nowMicros, long idsUntil)
            throws SQLException {
        try (PreparedStatement update = prepare(connection, "UPDATE " + name.sql() + " SET renewed_at = ?,"
                + " ids_until = CASE WHEN ids_until < ? THEN ? ELSE ids_until END"
                + " WHERE worker_id = ? AND holder_instance = ?")) {
            update.setLong(1, nowMicros);
            update.setLong(2, idsUntil);
            update.setLong(3, idsUntil);
            update.setInt(4, workerId);
            update.setString(5, instance);
            return update.executeUpdate() == 1;
        }
    }

    /**
     * Ends a tenure, by its holder or by the next holder taking the worker id over: how it ended (kept if already
     * said), and the latest id time its ids may carry (raised, never lowered — except by its own holder, who knows
     * what it used and gives the rest back on release).
     *
     * @param idsUntil the latest id time its ids may carry
     * @param exact whether {@code idsUntil} is what the holder used (its release), rather than a bound to raise to
     * @return false if its row is missing
     */
    boolean end(Connection connection, int workerId, String instance, long nowMicros, long idsUntil, String how,
            boolean exact) throws SQLException {
        try (PreparedStatement update = prepare(connection, "UPDATE " + name.sql() + " SET ended_at = CASE WHEN"
                + " ended IS NULL THEN ? ELSE ended_at END, ended = CASE WHEN ended IS NULL THEN ? ELSE ended END,"
                + " ids_until = " + (exact ? "?" : "CASE WHEN ids_until < ? THEN ? ELSE ids_until END")
                + " WHERE worker_id = ? AND holder_instance = ?")) {
            int i = 0;
            update.setLong(++i, nowMicros);
            update.setString(++i, cut(how));
            update.setLong(++i, idsUntil);
            if (!exact) {
                update.setLong(++i, idsUntil);
            }
            update.setInt(++i, workerId);
            update.setString(++i, instance);
            return update.executeUpdate() == 1;
        }
    }

    /**
     * Deletes the tenures last written before {@code beforeMicros} (database clock), unless the lease row still names
     * their holder and was renewed since: a tenure that lasts is kept, however long ago it began.
     *
     * @return how many
     */
    int prune(Connection connection, long beforeMicros) throws SQLException {
        String history = name.sql();
        try (PreparedStatement delete = prepare(connection, "DELETE FROM " + history + " WHERE renewed_at < ?"
                + " AND NOT EXISTS (SELECT l.worker_id FROM " + lease.sql() + " l WHERE l.worker_id = " + history
                + ".worker_id AND l.holder_instance = " + history + ".holder_instance AND l.renewed_at >= ?)")) {
            delete.setLong(1, beforeMicros);
            delete.setLong(2, beforeMicros);
            return delete.executeUpdate();
        }
    }

    /**
     * Reads the tenures, a tenure that lasts with its latest reservation and renewal from the lease row that names its
     * holder.
     *
     * @param workerId a worker id, or null for all
     * @return the tenures recorded, by worker id, then by their first id time
     */
    List<TenureRecord> read(Connection connection, @Nullable Integer workerId) throws SQLException {
        try (PreparedStatement select = prepare(connection, "SELECT h." + COLUMNS.replace(", ", ", h.")
                + ", l.reserved_until, l.renewed_at FROM " + name.sql() + " h LEFT JOIN " + lease.sql() + " l ON"
                + " l.worker_id = h.worker_id AND l.holder_instance = h.holder_instance"
                + (workerId == null ? "" : " WHERE h.worker_id = ?") + " ORDER BY h.worker_id, h.ids_from,"
                + " h.began_at")) {
            if (workerId != null) {
                select.setInt(1, workerId);
            }
            try (ResultSet rows = select.executeQuery()) {
                List<TenureRecord> tenures = new ArrayList<>();
                while (rows.next()) {
                    LeaseHolder holder = new LeaseHolder(rows.getString(3), rows.getLong(4), rows.getString(2),
                            rows.getString(5));
                    String ended = rows.getString(12);
                    long endedAt = rows.getLong(13);
                    long renewedAt = rows.getLong(9);
                    long idsUntil = rows.getLong(11);
                    long leaseReservation = rows.getLong(14);
                    if (ended == null && !rows.wasNull()) {
                        idsUntil = Math.max(idsUntil, leaseReservation);
                        renewedAt = Math.max(renewedAt, rows.getLong(15));
                    }
                    tenures.add(new TenureRecord(rows.getInt(1), holder, rows.getString(6), rows.getString(7),
                            rows.getLong(8), renewedAt, rows.getLong(10), idsUntil, ended,
                            ended == null ? 0 : endedAt));
                }
                return tenures;
            }
        }
    }

    private PreparedStatement prepare(Connection connection, String sql) throws SQLException {
        return BoundedStatement.prepare(connection, sql, queryTimeoutSeconds);
    }

    private static String cut(String text) {
        return text.length() <= MAX_TEXT ? text : text.substring(0, MAX_TEXT - 1) + "…";
    }
}
