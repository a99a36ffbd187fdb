package io.shardflake.worker.lease;

import io.shardflake.ShardflakeException;
import java.sql.SQLException;

/**
 * The lease table could not be read or written: the database is unreachable, refused a statement, or timed out.
 * A claim that fails this way claimed nothing; a renewal that fails this way leaves the lease as it was, and the
 * holder keeps making ids until its lease's deadline while the heartbeat retries.
 */
public class LeaseDatabaseException extends ShardflakeException {

    private static final long serialVersionUID = 1L;

    /**
     * @param message what was being done, naming the table and worker id
     * @param cause the database's error
     */
    public LeaseDatabaseException(String message, SQLException cause) {
        super(message + ": " + describe(cause), cause);
    }

    static String describe(SQLException e) {
        return e.getMessage() + " (SQLState " + e.getSQLState() + ", error " + e.getErrorCode() + ")";
    }
}
