package io.shardflake.worker.lease;

import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.logging.Logger;
import javax.sql.DataSource;

/** A data source the test can cut off, as a network partition or a database restart would. */
final class SwitchableDataSource implements DataSource {

    private final DataSource target;
    private volatile boolean down;

    SwitchableDataSource(DataSource target) {
        this.target = target;
    }

    /** From now on every new connection fails (connections already borrowed keep working). */
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
        return target.getConnection();
    }

    @Override
    public Connection getConnection(String user, String password) throws SQLException {
        refuseWhileDown();
        return target.getConnection(user, password);
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
