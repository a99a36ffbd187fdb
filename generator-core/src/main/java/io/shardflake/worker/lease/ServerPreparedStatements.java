package io.shardflake.worker.lease;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.OptionalInt;
import org.jspecify.annotations.Nullable;

/**
 * Keeps PgJDBC from preparing the lease's statements on the server, which a transaction pooler breaks.
 *
 * <p>PgJDBC turns a statement it ran {@code prepareThreshold} times (5 by default) on one connection into a named
 * server-side prepared statement ({@code S_1}, {@code S_2}, … numbered per client connection), and names its
 * {@code COMMIT} the same way unless the connection's threshold is 0. Behind PgBouncer in transaction mode (before
 * 1.21, or without {@code max_prepared_statements}) the client's next transaction may run on a server connection that
 * lacks that statement ({@code 26000}) or already has another client's {@code S_1} ({@code 42P05}). With the
 * connection's threshold at 0, statements created on it and its {@code COMMIT} run unnamed, one round trip as before.
 *
 * <p>The lease reaches PgJDBC's {@code PGConnection#setPrepareThreshold} by reflection (the core depends on no
 * driver), through {@link Connection#unwrap} so that a pool's proxy is seen through; on any other driver, or a wrapper
 * that hides PgJDBC, nothing changes. A connection the lease keeps has it off for good; a borrowed one gets its own
 * value back after the call.
 */
final class ServerPreparedStatements {

    private static final String PG_CONNECTION = "org.postgresql.PGConnection";

    private ServerPreparedStatements() {
    }

    /**
     * @param connection any connection
     * @return the connection's threshold before, if PgJDBC's and not 0 already (then it is 0 now); empty otherwise
     * @throws SQLException if the driver refuses
     */
    static OptionalInt turnOff(Connection connection) throws SQLException {
        Class<?> type = pgConnectionClass(connection);
        Object pg = type == null ? null : pgConnection(connection, type);
        if (pg == null) {
            return OptionalInt.empty();
        }
        int threshold = (Integer) invoke(type, pg, "getPrepareThreshold");
        if (threshold == 0) {
            return OptionalInt.empty();
        }
        invoke(type, pg, "setPrepareThreshold", 0);
        return OptionalInt.of(threshold);
    }

    /**
     * @param connection a connection {@link #turnOff} turned off
     * @param threshold what {@link #turnOff} returned
     * @throws SQLException if the driver refuses
     */
    static void putBack(Connection connection, OptionalInt threshold) throws SQLException {
        Class<?> type = threshold.isPresent() ? pgConnectionClass(connection) : null;
        Object pg = type == null ? null : pgConnection(connection, type);
        if (pg != null) {
            invoke(type, pg, "setPrepareThreshold", threshold.getAsInt());
        }
    }

    private static @Nullable Object pgConnection(Connection connection, Class<?> type) throws SQLException {
        if (type.isInstance(connection)) {
            return connection;
        }
        return connection.isWrapperFor(type) ? connection.unwrap(type) : null;
    }

    private static @Nullable Class<?> pgConnectionClass(Connection connection) {
        for (ClassLoader loader : new ClassLoader[] {connection.getClass().getClassLoader(),
                Thread.currentThread().getContextClassLoader(), ServerPreparedStatements.class.getClassLoader()}) {
            if (loader != null) {
                try {
                    return Class.forName(PG_CONNECTION, false, loader);
                } catch (ClassNotFoundException | LinkageError e) {
                    // Not PgJDBC, or not visible from there: the next loader.
                }
            }
        }
        return null;
    }

    private static Object invoke(Class<?> type, Object pg, String name, Object... arguments) throws SQLException {
        try {
            Method method = arguments.length == 0 ? type.getMethod(name) : type.getMethod(name, int.class);
            return method.invoke(pg, arguments);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof SQLException sql) {
                throw sql;
            }
            throw new SQLException("PgJDBC's " + name + " failed: " + e.getCause(), "08006", e.getCause());
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new SQLException("PgJDBC's " + name + " is not reachable: " + e, "08006", e);
        }
    }
}
