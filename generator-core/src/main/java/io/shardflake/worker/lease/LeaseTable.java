package io.shardflake.worker.lease;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The statements on one lease table. Each method runs in the caller's transaction; none commits.
 *
 * <p>Plain SQL that H2, PostgreSQL, MySQL and MariaDB all accept, with the database's time read once per
 * transaction ({@link LeaseDialect#sqlNow()}, the one statement that differs) and passed back as a parameter
 * instead of date arithmetic in SQL, which every database spells differently.
 *
 * <h2>Why racing claims are safe on each database</h2>
 * Every write is one statement that decides by itself whether it wins: an {@code INSERT} of a new worker id (the
 * primary key lets one of several racing inserts through; the others fail with a duplicate key, or wait for the
 * first and then fail), or an {@code UPDATE ... WHERE worker_id = ? AND version = ? ...} that matches only the row
 * as it was read. Nothing is decided on a row read earlier in the same transaction, so the isolation level does not
 * matter: under PostgreSQL's READ COMMITTED the update re-checks its condition on the row the winner committed;
 * under InnoDB's REPEATABLE READ (MySQL's and MariaDB's default) an {@code UPDATE} is a locking read of the latest
 * committed row, not of the transaction's snapshot, so it too sees the winner's new version and matches nothing.
 * No statement here locks a range ({@code SELECT ... FOR UPDATE} and the like), so InnoDB's gap locks, the usual
 * cause of deadlocks between inserts, are not taken; an update of a worker id with no row locks only the gap where
 * the row would be, in a transaction that holds nothing else. Whatever still ends a claim with a deadlock, a lock
 * wait timeout or a serialization failure is a lost race ({@link LostRace}): the claimant moves on.
 *
 * @param name the table
 * @param dialect the database's
 * @param queryTimeoutSeconds how long one statement may take, so a hung database fails a renewal (which is then
 *     retried) instead of holding the heartbeat for ever
 * @param readsOrigin whether each transaction reads what server it writes to ({@link LostWrites#DETECT})
 */
record LeaseTable(TableName name, LeaseDialect dialect, int queryTimeoutSeconds, boolean readsOrigin) {

    private static final String COLUMNS = "worker_id, holder_host, holder_pid, holder_instance, holder_source,"
            + " claimed_at, renewed_at, expires_at, reserved_until, version, written_on";

    /**
     * Reads nothing, but fails unless the table and all its columns exist.
     *
     * @throws SQLException with a SQLState of class 42 when they do not
     */
    void probe(Connection connection) throws SQLException {
        try (PreparedStatement select = prepare(connection,
                "SELECT " + COLUMNS + ", written_xid FROM " + name.sql() + " WHERE worker_id < -1");
                ResultSet rows = select.executeQuery()) {
            while (rows.next()) {
                // A worker id below -1 cannot exist (CHECK constraint); the point is only that the query compiles.
            }
        }
    }

    /** Runs a DDL statement. */
    void execute(Connection connection, String ddl) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.setQueryTimeout(queryTimeoutSeconds);
            statement.execute(ddl);
        }
    }

    /** @return the database's time, microseconds since 1970 */
    long databaseNow(Connection connection) throws SQLException {
        return now(connection).micros();
    }

    /**
     * @return the database's time and, when this table {@link #readsOrigin() reads it}, the origin of its writes, in
     *     one statement
     */
    DatabaseNow now(Connection connection) throws SQLException {
        try (PreparedStatement select = prepare(connection,
                readsOrigin ? dialect.sqlNowAndOrigin(name) : dialect.sqlNow());
                ResultSet result = select.executeQuery()) {
            result.next();
            return new DatabaseNow(dialect.readNow(result), readsOrigin ? dialect.readOrigin(result) : "");
        }
    }

    /** @return the rows of worker ids 0..maxWorkerId, lowest first */
    List<LeaseRow> rows(Connection connection, int maxWorkerId) throws SQLException {
        try (PreparedStatement select = prepare(connection,
                "SELECT " + COLUMNS + " FROM " + name.sql() + " WHERE worker_id BETWEEN 0 AND ? ORDER BY worker_id")) {
            select.setInt(1, maxWorkerId);
            try (ResultSet result = select.executeQuery()) {
                List<LeaseRow> rows = new ArrayList<>();
                while (result.next()) {
                    rows.add(read(result));
                }
                return rows;
            }
        }
    }

    /** @return the row of {@code workerId}, or null if it was never claimed */
    @Nullable LeaseRow row(Connection connection, int workerId) throws SQLException {
        try (PreparedStatement select = prepare(connection,
                "SELECT " + COLUMNS + " FROM " + name.sql() + " WHERE worker_id = ?")) {
            select.setInt(1, workerId);
            try (ResultSet result = select.executeQuery()) {
                return result.next() ? read(result) : null;
            }
        }
    }

    /** @return true if any worker id has a row (the stamp's row aside) */
    boolean hasWorkerRows(Connection connection) throws SQLException {
        try (PreparedStatement select = prepare(connection,
                "SELECT MIN(worker_id) FROM " + name.sql() + " WHERE worker_id >= 0");
                ResultSet result = select.executeQuery()) {
            result.next();
            result.getInt(1);
            return !result.wasNull();
        }
    }

    /** @return the table's stamp, or null if its row is missing (the table was emptied, or made without it) */
    @Nullable TableStamp stamp(Connection connection) throws SQLException {
        try (PreparedStatement select = prepare(connection, "SELECT written_on, claimed_at, version, written_xid, "
                + dialect.sqlRowWriter() + " FROM " + name.sql() + " WHERE worker_id = " + TableStamp.ROW);
                ResultSet result = select.executeQuery()) {
            if (!result.next()) {
                return null;
            }
            return new TableStamp(result.getString(1), result.getLong(2), result.getLong(3), nullableLong(result, 4),
                    nullableLong(result, 5));
        }
    }

    /**
     * Writes the stamp: the origin the table's writes go to now, and when a change was noticed. Where the database
     * shows transaction ids, a stamp written is then {@link #sealStamp sealed}, which commits the transaction: the
     * last write of the caller's transaction.
     *
     * @param seen the stamp as read, or null if its row was missing (then it is inserted)
     * @return false if another instance wrote the stamp since it was read (or inserted it first)
     */
    boolean writeStamp(Connection connection, @Nullable TableStamp seen, String origin, long changedAt)
            throws SQLException {
        if (seen == null) {
            try (PreparedStatement insert = prepare(connection, "INSERT INTO " + name.sql() + " (" + COLUMNS
                    + ", written_xid) VALUES (" + TableStamp.ROW + ", '', 0, '', 'table stamp', ?, 0, 0, 0, 1, ?, "
                    + dialect.sqlTransactionId() + ")")) {
                insert.setLong(1, changedAt);
                insert.setString(2, origin);
                insert.executeUpdate();
            } catch (SQLException e) {
                if (LostRace.is(e)) {
                    return false;
                }
                throw e;
            }
            sealStamp(connection, 1);
            return true;
        }
        try (PreparedStatement update = prepare(connection, "UPDATE " + name.sql() + " SET claimed_at = ?,"
                + " written_on = ?, written_xid = " + dialect.sqlTransactionId() + ", version = ?"
                + " WHERE worker_id = " + TableStamp.ROW + " AND version = ?")) {
            update.setLong(1, changedAt);
            update.setString(2, origin);
            update.setLong(3, seen.version() + 1);
            update.setLong(4, seen.version());
            if (update.executeUpdate() != 1) {
                return false;
            }
        }
        sealStamp(connection, seen.version() + 1);
        return true;
    }

    /**
     * Makes the stamp's row name the transaction that wrote it, whatever wrapped the write: commits the caller's
     * transaction, then, in a statement of its own (auto-commit), stores that statement's transaction id again where
     * the row's writer differs from the id stored. A driver or pool that runs each statement of a transaction inside a
     * savepoint (PgJDBC's {@code autosave=always} or {@code conservative}) makes the row's writer ({@code xmin}) a
     * subtransaction's id while {@code txid_current()} is the top-level one, which would read as a copy; a statement
     * in auto-commit has no savepoint around it. Nothing where the database shows no transaction ids, nothing when the
     * ids already agree (no write), and nothing if another instance has written the stamp since (its version).
     *
     * @param version the stamp's version as just written
     * @throws SQLException if the commit or the statement fails
     */
    void sealStamp(Connection connection, long version) throws SQLException {
        String transactionId = dialect.sqlTransactionId();
        if ("NULL".equals(transactionId)) {
            return;
        }
        connection.commit();
        connection.setAutoCommit(true);
        try (PreparedStatement update = prepare(connection, "UPDATE " + name.sql() + " SET written_xid = "
                + transactionId + " WHERE worker_id = " + TableStamp.ROW + " AND version = ? AND written_xid"
                + " % 4294967296 <> " + dialect.sqlRowWriter())) {
            update.setLong(1, version);
            update.executeUpdate();
        } finally {
            connection.setAutoCommit(false);
        }
    }

    /**
     * Claims a worker id that has no row yet, or writes a holder's row back after the database lost it.
     *
     * @throws SQLException a duplicate key (see {@link LostRace}) if another instance inserted it first
     */
    void insert(Connection connection, LeaseRow row) throws SQLException {
        try (PreparedStatement insert = prepare(connection,
                "INSERT INTO " + name.sql() + " (" + COLUMNS + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            insert.setInt(1, row.workerId());
            insert.setString(2, row.holder().host());
            insert.setLong(3, row.holder().pid());
            insert.setString(4, row.holder().instance());
            insert.setString(5, row.holder().source());
            insert.setLong(6, row.claimedAt());
            insert.setLong(7, row.renewedAt());
            insert.setLong(8, row.expiresAt());
            insert.setLong(9, row.reservedUntil());
            insert.setLong(10, row.version());
            insert.setString(11, row.writtenOn());
            insert.executeUpdate();
        }
    }

    /**
     * Claims a worker id whose row was free when read: one conditional update, which only succeeds if the row is
     * still the version read and still free at {@code nowMicros}.
     *
     * @param row the new contents (its version is the old one + 1)
     * @return false if another instance changed the row since it was read
     */
    boolean takeOver(Connection connection, LeaseRow row, long nowMicros) throws SQLException {
        try (PreparedStatement update = prepare(connection, "UPDATE " + name.sql() + " SET holder_host = ?,"
                + " holder_pid = ?, holder_instance = ?, holder_source = ?, claimed_at = ?, renewed_at = ?,"
                + " expires_at = ?, reserved_until = ?, version = ?, written_on = ?"
                + " WHERE worker_id = ? AND version = ? AND expires_at <= ?")) {
            update.setString(1, row.holder().host());
            update.setLong(2, row.holder().pid());
            update.setString(3, row.holder().instance());
            update.setString(4, row.holder().source());
            update.setLong(5, row.claimedAt());
            update.setLong(6, row.renewedAt());
            update.setLong(7, row.expiresAt());
            update.setLong(8, row.reservedUntil());
            update.setLong(9, row.version());
            update.setString(10, row.writtenOn());
            update.setInt(11, row.workerId());
            update.setLong(12, row.version() - 1);
            update.setLong(13, nowMicros);
            return update.executeUpdate() == 1;
        }
    }

    /**
     * Extends the holder's lease, if its row is exactly as the holder last wrote it (its instance and version).
     *
     * @param version the row's version as the holder last wrote it; the row gets {@code version + 1}
     * @return false if the row is not as the holder left it: taken over, deleted, written by a renewal whose answer
     *     was lost, or put back to an earlier state — the caller reads it to tell which
     */
    boolean renew(Connection connection, int workerId, String instance, long version, long nowMicros, long expiresAt,
            long reservedUntil, String writtenOn) throws SQLException {
        try (PreparedStatement update = prepare(connection, "UPDATE " + name.sql() + " SET renewed_at = ?,"
                + " expires_at = ?, reserved_until = ?, version = ?, written_on = ?"
                + " WHERE worker_id = ? AND holder_instance = ? AND version = ?")) {
            update.setLong(1, nowMicros);
            update.setLong(2, expiresAt);
            update.setLong(3, reservedUntil);
            update.setLong(4, version + 1);
            update.setString(5, writtenOn);
            update.setInt(6, workerId);
            update.setString(7, instance);
            update.setLong(8, version);
            return update.executeUpdate() == 1;
        }
    }

    /**
     * Gives the worker id back: expires the row now and sets its reservation to the latest id time actually
     * used, which the next holder starts after.
     *
     * @return false if the row was no longer the holder's
     */
    boolean release(Connection connection, int workerId, String instance, long nowMicros, long reservedUntilMicros)
            throws SQLException {
        try (PreparedStatement update = prepare(connection, "UPDATE " + name.sql() + " SET expires_at = ?,"
                + " reserved_until = ?, version = version + 1 WHERE worker_id = ? AND holder_instance = ?")) {
            update.setLong(1, nowMicros);
            update.setLong(2, reservedUntilMicros);
            update.setInt(3, workerId);
            update.setString(4, instance);
            return update.executeUpdate() == 1;
        }
    }

    private PreparedStatement prepare(Connection connection, String sql) throws SQLException {
        return BoundedStatement.prepare(connection, sql, queryTimeoutSeconds);
    }

    private static @Nullable Long nullableLong(ResultSet result, int column) throws SQLException {
        long value = result.getLong(column);
        return result.wasNull() ? null : value;
    }

    private static LeaseRow read(ResultSet row) throws SQLException {
        LeaseHolder holder = new LeaseHolder(row.getString(2), row.getLong(3), row.getString(4), row.getString(5));
        return new LeaseRow(row.getInt(1), holder, row.getLong(6), row.getLong(7), row.getLong(8), row.getLong(9),
                row.getLong(10), row.getString(11));
    }
}
