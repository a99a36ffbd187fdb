package io.shardflake.worker.lease;

import java.io.PrintWriter;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.logging.Logger;
import javax.sql.DataSource;

/**
 * A data source the test can cut off, as a network partition or a database restart would: while down, new connections
 * are refused and the connections already handed out fail on every call (the lease keeps one between calls).
 */
final class SwitchableDataSource implements DataSource {

    private final DataSource target;
    private volatile boolean down;

    SwitchableDataSource(DataSource target) {
        this.target = target;
    }

    /** From now on every new connection fails, and so does every call on a connection already handed out. */
    void down() {
        down = true;
    }

    /** New connections work again. */
    void up() {
        down = false;
    }

    @Override
    public Connection getConnection() throws SQLException {
        refuseWhileDown();
        return cutWhileDown(target.getConnection());
    }

    @Override
    public Connection getConnection(String user, String password) throws SQLException {
        refuseWhileDown();
        return cutWhileDown(target.getConnection(user, password));
    }

    /** The connection, failing every call but close while the database is down, as a broken socket would. */
    private Connection cutWhileDown(Connection connection) {
        return (Connection) Proxy.newProxyInstance(Connection.class.getClassLoader(), new Class<?>[] {Connection.class},
                (proxy, method, arguments) -> {
                    String name = method.getName();
                    if (down && !name.equals("close") && !name.equals("abort") && !name.equals("isClosed")) {
                        throw new SQLException("connection reset (database switched off by the test)", "08006");
                    }
                    try {
                        return method.invoke(connection, arguments);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    private void refuseWhileDown() throws SQLException {
        if (down) {
            // 08001: the client could not establish a connection, what a driver reports for an unreachable server.
            throw new SQLException("connection refused (database switched off by the test)", "08001");
        }
    }

    @Override
    public PrintWriter getLogWriter() throws SQLException {
        return target.getLogWriter();
    }

    @Override
    public void setLogWriter(PrintWriter out) throws SQLException {
        target.setLogWriter(out);
    }

    @Override
    public void setLoginTimeout(int seconds) throws SQLException {
        target.setLoginTimeout(seconds);
    }

    @Override
    public int getLoginTimeout() throws SQLException {
        return target.getLoginTimeout();
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        return target.getParentLogger();
    }

    @Override
    public <T> T unwrap(Class<T> type) throws SQLException {
        return target.unwrap(type);
    }

    @Override
    public boolean isWrapperFor(Class<?> type) throws SQLException {
        return target.isWrapperFor(type);
    }
}
