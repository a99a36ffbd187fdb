package io.shardflake.worker.lease;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Optional;

/**
 * Asks the server to end the lease's transaction itself when its client goes quiet half-way through one.
 *
 * <p>A renewal whose network went silent after its {@code UPDATE} and before its {@code COMMIT} leaves a transaction
 * open on the server, holding the row's lock: the client gave the call up and aborted its socket, but the server hears
 * nothing of that (a NAT or a firewall that dropped the connection's state, a proxy that stopped forwarding). Every
 * later write of that row — the holder's own renewals once the network heals, a successor's claim, an operator's
 * restore — then waits for a lock nobody will release until the server's TCP keepalive notices, two hours by default.
 * So on a connection of the lease's own, the server is told to end a transaction idle for longer than one call may
 * take, which the lease never does on purpose: PostgreSQL's {@code idle_in_transaction_session_timeout} (milliseconds)
 * and MariaDB's {@code idle_transaction_timeout} (whole seconds, rounded up). Both may be set by an ordinary user and
 * last for the session. A pool's connections are the application's, where a session setting would outlive the lease's
 * call: there PostgreSQL gets the setting for the lease's transaction alone ({@code SET LOCAL}), and MariaDB, which has
 * no such form, none. MySQL has no such setting and H2 is in-process or on one host. Where nothing is set, the
 * operations guide says what to set on the server instead.
 */
final class IdleTransactionTimeout {

    private IdleTransactionTimeout() {
    }

    /**
     * Sets the timeout on a connection just opened, committed at once where auto-commit is off (a setting made inside
     * a transaction would be rolled back with it, and that transaction would itself be idle).
     *
     * @param connection a connection of the lease's own
     * @param callTimeout how long one call may take
     * @throws SQLException if the server refuses the setting
     */
    static void set(Connection connection, Duration callTimeout) throws SQLException {
        Optional<String> sql = statement(connection.getMetaData(), callTimeout);
        if (sql.isPresent()) {
            try (Statement statement = connection.createStatement()) {
                statement.execute(sql.get());
            }
            if (!connection.getAutoCommit()) {
                connection.commit();
            }
        }
    }

    /**
     * Sets the timeout for the transaction under way alone, where the database allows it (PostgreSQL): for a
     * connection the lease borrowed from the application's pool.
     *
     * @param connection a connection with a transaction under way (auto-commit off)
     * @param callTimeout how long one call may take
     * @throws SQLException if the server refuses the setting
     */
    static void setForTheTransaction(Connection connection, Duration callTimeout) throws SQLException {
        if ("PostgreSQL".equals(connection.getMetaData().getDatabaseProductName())) {
            try (Statement statement = connection.createStatement()) {
                statement.execute("SET LOCAL " + postgres(callTimeout));
            }
        }
    }

    /**
     * @param database what the driver says of the server
     * @param callTimeout how long one call may take
     * @return the statement that sets the timeout for the session, empty where the database has none
     * @throws SQLException if the driver cannot say what the server is
     */
    static Optional<String> statement(DatabaseMetaData database, Duration callTimeout) throws SQLException {
        String product = database.getDatabaseProductName();
        if ("PostgreSQL".equals(product)) {
            return Optional.of("SET " + postgres(callTimeout));
        }
        // MySQL Connector/J says MySQL on a MariaDB server too; the version names MariaDB.
        if ("MariaDB".equals(product) || ("MySQL".equals(product)
                && String.valueOf(database.getDatabaseProductVersion()).contains("MariaDB"))) {
            long seconds = Math.max(1, (callTimeout.toMillis() + 999) / 1000);
            return Optional.of("SET SESSION idle_transaction_timeout = " + seconds);
        }
        return Optional.empty();
    }

    private static String postgres(Duration callTimeout) {
        return "idle_in_transaction_session_timeout = " + Math.max(1, callTimeout.toMillis());
    }
}
