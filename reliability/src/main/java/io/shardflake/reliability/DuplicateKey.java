package io.shardflake.reliability;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * Tells a primary-key violation — an id inserted twice — from other failures, on each database the scenarios use:
 * PostgreSQL's SQLState 23505, MySQL's and MariaDB's 23000 with error 1062 (ER_DUP_ENTRY) through either connector.
 */
public final class DuplicateKey {

    private static final String POSTGRES_UNIQUE_VIOLATION = "23505";
    private static final String SQL_INTEGRITY_VIOLATION = "23000";
    private static final int MYSQL_DUPLICATE_ENTRY = 1062;

    private DuplicateKey() {
    }

    /**
     * A batch may hide the violation behind a generic batch error, so the whole chain is read.
     *
     * @param e what the insert threw
     * @return true if some exception in its chain is a duplicate key
     */
    public static boolean is(SQLException e) {
        for (SQLException current = e; current != null; current = current.getNextException()) {
            if (POSTGRES_UNIQUE_VIOLATION.equals(current.getSQLState())
                    || SQL_INTEGRITY_VIOLATION.equals(current.getSQLState())
                    && current.getErrorCode() == MYSQL_DUPLICATE_ENTRY) {
                return true;
            }
            if (current.getCause() instanceof SQLException cause && cause != current && is(cause)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Runs a batch of inserts as one transaction: commits it, or rolls it back. The scenarios count a repeated id
     * instead of failing on it, so a duplicate key is an answer here, not an exception.
     *
     * @param connection the batch's connection, auto-commit off
     * @param batch the inserts, added with {@code addBatch}
     * @return null if the batch was committed, or the duplicate-key exception for which it was rolled back
     * @throws SQLException any other failure, after the rollback
     */
    public static SQLException commitOrRollBack(Connection connection, PreparedStatement batch) throws SQLException {
        try {
            batch.executeBatch();
            connection.commit();
            return null;
        } catch (SQLException e) {
            connection.rollback();
            if (is(e)) {
                return e;
            }
            throw e;
        }
    }
}
