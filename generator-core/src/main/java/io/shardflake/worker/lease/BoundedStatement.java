package io.shardflake.worker.lease;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/** A statement of the lease's tables, bounded by a query timeout so that a hung database fails it. */
final class BoundedStatement {

    private BoundedStatement() {
    }

    /**
     * @param timeoutSeconds the statement's query timeout
     * @return the prepared statement; closed again if the timeout cannot be set
     */
    static PreparedStatement prepare(Connection connection, String sql, int timeoutSeconds) throws SQLException {
        PreparedStatement statement = connection.prepareStatement(sql);
        try {
            statement.setQueryTimeout(timeoutSeconds);
        } catch (SQLException | RuntimeException e) {
            statement.close();
            throw e;
        }
        return statement;
    }
}
