package io.shardflake.worker.lease;

import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;

/**
 * Runs work in one transaction of its own.
 *
 * <p>Explicit begin/commit rather than trusting the connection's auto-commit: a pool may hand out connections
 * with auto-commit off, and then nothing would ever be committed; with it on, reading the database's clock and
 * writing the row would be two transactions. The connection goes back as it came.
 */
final class Transaction {

    private Transaction() {
    }

    /** Work inside a transaction. */
    @FunctionalInterface
    interface Work<T> {
        T run(Connection connection) throws SQLException;
    }

    /**
     * Runs {@code work} on a connection borrowed for just that, which goes back as it came.
     *
     * @return what {@code work} returned, after a commit
     * @throws SQLException from the work or the database, after a rollback
     */
    static <T> T run(DataSource dataSource, Work<T> work) throws SQLException {
        try (Connection connection = dataSource.getConnection()) {
            return run(connection, work);
        }
    }

    /**
     * Runs {@code work} on {@code connection}, which stays open and in the auto-commit mode it came in.
     *
     * @return what {@code work} returned, after a commit
     * @throws SQLException from the work or the database, after a rollback
     */
    static <T> T run(Connection connection, Work<T> work) throws SQLException {
        boolean autoCommit = connection.getAutoCommit();
        if (autoCommit) {
            connection.setAutoCommit(false);
        }
        try {
            T result = work.run(connection);
            connection.commit();
            return result;
        } catch (SQLException | RuntimeException e) {
            try {
                connection.rollback();
            } catch (SQLException rollback) {
                e.addSuppressed(rollback);
            }
            throw e;
        } finally {
            if (autoCommit) {
                connection.setAutoCommit(true);
            }
        }
    }
}
