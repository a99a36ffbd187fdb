package io.shardflake.worker.lease;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.OptionalInt;
import java.util.concurrent.Executor;

/**
 * What a lease call changes on a connection borrowed from the application's pool, read before the call and put back
 * before the connection goes back: its network timeout (which the call sets to its own time left), PgJDBC's prepare
 * threshold ({@link ServerPreparedStatements}) and MariaDB's idle-transaction timeout ({@link IdleTransactionTimeout}).
 * Auto-commit goes back by {@link Transaction}; isolation, read-only, schema and catalog the lease never touches.
 * Hikari resets what it knows of on its own; Tomcat JDBC, DBCP2 and c3p0 do not, so without this the application's
 * next long query on that connection would time out after the lease's call timeout.
 *
 * @param networkTimeout the connection's network timeout before the call, milliseconds (0: none), or -1 where the
 *     driver has none to read
 * @param prepareThreshold PgJDBC's threshold before the call, when it was turned off for the call
 */
record BorrowedState(int networkTimeout, OptionalInt prepareThreshold) {

    private static final Executor DIRECT = Runnable::run;

    /**
     * Reads the connection's state, and turns PgJDBC's server-side prepared statements off for the call.
     *
     * @throws SQLException if the driver refuses
     */
    static BorrowedState of(Connection connection) throws SQLException {
        int networkTimeout;
        try {
            networkTimeout = connection.getNetworkTimeout();
        } catch (SQLFeatureNotSupportedException | AbstractMethodError | UnsupportedOperationException e) {
            networkTimeout = -1;
        }
        return new BorrowedState(networkTimeout, ServerPreparedStatements.turnOff(connection));
    }

    /**
     * Puts the state back, after the call's transaction ended.
     *
     * @throws SQLException if the driver or the server refuses (the connection is then not given back whole)
     */
    void putBack(Connection connection) throws SQLException {
        IdleTransactionTimeout.putBack(connection);
        ServerPreparedStatements.putBack(connection, prepareThreshold);
        if (networkTimeout >= 0) {
            connection.setNetworkTimeout(DIRECT, networkTimeout);
        }
    }
}
