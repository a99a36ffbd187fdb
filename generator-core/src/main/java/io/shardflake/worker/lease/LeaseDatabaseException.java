package io.shardflake.worker.lease;

import io.shardflake.error.ShardflakeException;
import java.sql.SQLException;

/**
 * The lease table could not be read or written: the database is unreachable, refused a statement, or timed out.
 * A claim that fails this way claimed nothing; a renewal that fails this way leaves the lease as it was, and the
 * holder keeps making ids until its lease's deadline while the heartbeat retries.
 *
 * <p>When {@link JdbcWorkerLease.Builder#build()} cannot connect at all, the subclass
 * {@link LeaseConnectionException} says so, naming the database's URL.
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

    /**
     * @return the driver's message, its causes' and its codes, e.g.
     *     {@code ...: Connection refused (SQLState 08000, error -1)}
     */
    static String describe(SQLException e) {
        return driverMessage(e) + " (SQLState " + e.getSQLState() + ", error " + e.getErrorCode() + ")";
    }

    /**
     * The exception's message followed by each cause's that adds something: drivers wrap the socket's "Connection
     * refused" or "Unknown host" in a generic "communications link failure".
     */
    static String driverMessage(Throwable error) {
        StringBuilder message = new StringBuilder(oneLine(String.valueOf(error.getMessage())));
        int depth = 0;
        for (Throwable cause = error.getCause(); cause != null && depth < 10; cause = cause.getCause(), depth++) {
            String text = cause.getMessage() == null ? "" : oneLine(cause.getMessage());
            if (!text.isEmpty() && message.indexOf(text) < 0) {
                message.append(": ").append(text);
            }
        }
        return message.toString();
    }

    /** Some drivers write paragraphs (MySQL Connector/J's "Communications link failure"); a log line is one line. */
    private static String oneLine(String text) {
        return text.strip().replaceAll("\\s*\\R\\s*", " ");
    }
}
