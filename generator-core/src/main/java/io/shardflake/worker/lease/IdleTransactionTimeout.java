package io.shardflake.worker.lease;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;

/**
 * Asks the server to end the lease's transaction itself when its client goes quiet half-way through one, without
 * changing any session the lease does not own.
 *
 * <p>A renewal whose network went silent after its {@code UPDATE} and before its {@code COMMIT} leaves a transaction
 * open on the server, holding the row's lock: the client gave the call up and aborted its socket, but the server hears
 * nothing of that (a NAT or a firewall that dropped the connection's state, a proxy that stopped forwarding). Every
 * later write of that row — the holder's own renewals once the network heals, a successor's claim, an operator's
 * restore — then waits for a lock nobody will release until the server's TCP keepalive notices, two hours by default.
 * So the server is told to end a lease transaction idle for longer than one call may take, which the lease never does
 * on purpose.
 *
 * <p><b>PostgreSQL</b>: {@code SET LOCAL idle_in_transaction_session_timeout} (milliseconds) in every lease
 * transaction, on its own connection and on a borrowed one alike: it ends with the transaction, so nothing stays on a
 * server connection that a transaction pooler (PgBouncer in transaction mode) hands to another client next. One
 * statement per transaction.
 *
 * <p><b>MariaDB</b> has no transaction-local form of {@code idle_transaction_timeout} (whole seconds, rounded up), and
 * {@code SET STATEMENT ... FOR} lasts one statement, not the idle time after it. On a connection of the lease's own it
 * is set once for the session: MariaDB's poolers (ProxySQL, MaxScale, MySQL Router's connection sharing) keep a
 * client's session variables to that client. On a connection borrowed from the application's pool it is set at the
 * start of each call, the session's own value kept in a user variable, and put back (the variable cleared) before the
 * connection goes back: two statements per call. MySQL has no such setting and H2 is in-process or on one host. Where
 * nothing is set, the operations guide says what to set on the server instead.
 */
final class IdleTransactionTimeout {

    private static final String SAVED = "@shardflake_idle_transaction_timeout";

    private IdleTransactionTimeout() {
    }

    /**
     * Sets the timeout for the session, on a connection just opened that the lease keeps (MariaDB), committed at once
     * where auto-commit is off (a setting made inside a transaction would leave that transaction open and idle).
     *
     * @param connection a connection of the lease's own
     * @param callTimeout how long one call may take
     * @throws SQLException if the server refuses the setting
     */
    static void setForTheSession(Connection connection, Duration callTimeout) throws SQLException {
        if (isMariaDb(connection.getMetaData())) {
            try (Statement statement = connection.createStatement()) {
                statement.execute("SET SESSION idle_transaction_timeout = " + seconds(callTimeout));
            }
            if (!connection.getAutoCommit()) {
                connection.commit();
            }
        }
    }

    /**
     * Sets the timeout at the start of a lease transaction: PostgreSQL for the transaction alone; MariaDB, on a
     * borrowed connection, for the session until {@link #putBack} (its own connection has it already).
     *
     * @param connection a connection with a transaction under way (auto-commit off)
     * @param callTimeout how long one call may take
     * @param borrowed whether the connection is the application's, to go back to its pool after the call
     * @throws SQLException if the server refuses the setting
     */
    static void setForTheTransaction(Connection connection, Duration callTimeout, boolean borrowed)
            throws SQLException {
        DatabaseMetaData database = connection.getMetaData();
        if ("PostgreSQL".equals(database.getDatabaseProductName())) {
            try (Statement statement = connection.createStatement()) {
                statement.execute("SET LOCAL idle_in_transaction_session_timeout = " + Math.max(1,
                        callTimeout.toMillis()));
            }
        } else if (borrowed && isMariaDb(database)) {
            try (Statement statement = connection.createStatement()) {
                statement.execute("SET " + SAVED + " = @@SESSION.idle_transaction_timeout,"
                        + " SESSION idle_transaction_timeout = " + seconds(callTimeout));
            }
        }
    }

    /**
     * Puts back a borrowed MariaDB connection's own timeout after the lease's transaction ended (and clears the user
     * variable that held it); nothing elsewhere.
     *
     * @param connection the borrowed connection, its transaction ended
     * @throws SQLException if the server refuses
     */
    static void putBack(Connection connection) throws SQLException {
        if (isMariaDb(connection.getMetaData())) {
            try (Statement statement = connection.createStatement()) {
                // COALESCE: a call that failed before its setting leaves the session's value as it is.
                statement.execute("SET SESSION idle_transaction_timeout = COALESCE(" + SAVED
                        + ", @@SESSION.idle_transaction_timeout), " + SAVED + " = NULL");
            }
        }
    }

    private static boolean isMariaDb(DatabaseMetaData database) throws SQLException {
        String product = database.getDatabaseProductName();
        // MySQL Connector/J says MySQL on a MariaDB server too; the version names MariaDB.
        return "MariaDB".equals(product) || ("MySQL".equals(product)
                && String.valueOf(database.getDatabaseProductVersion()).contains("MariaDB"));
    }

    private static long seconds(Duration callTimeout) {
        return Math.max(1, (callTimeout.toMillis() + 999) / 1000);
    }
}
