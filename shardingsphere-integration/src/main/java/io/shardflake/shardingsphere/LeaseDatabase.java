package io.shardflake.shardingsphere;

import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Properties;
import java.util.logging.Logger;
import javax.sql.DataSource;
import org.jspecify.annotations.Nullable;

/**
 * The database of the worker lease table, reached by JDBC URL. A ShardingSphere algorithm gets only its props (and
 * no handle on ShardingSphere's own data sources), so the lease comes with a URL of its own. No pool: the lease
 * opens one connection per claim and one per renewal (every third of the lease duration), too few to pool.
 */
final class LeaseDatabase implements DataSource {

    private final String url;
    private final Properties credentials = new Properties();

    /**
     * @param url the JDBC URL
     * @param username the user, or null for none (or one the URL names)
     * @param password the user's password, or null for an empty one
     */
    LeaseDatabase(String url, @Nullable String username, @Nullable String password) {
        this.url = url;
        if (username != null) {
            credentials.setProperty("user", username);
            credentials.setProperty("password", password == null ? "" : password);
        }
    }

    @Override
    public Connection getConnection() throws SQLException {
        return DriverManager.getConnection(url, credentials);
    }

    @Override
    public Connection getConnection(String user, String pass) throws SQLException {
        return DriverManager.getConnection(url, user, pass);
    }

    @Override
    public PrintWriter getLogWriter() {
        return DriverManager.getLogWriter();
    }

    @Override
    public void setLogWriter(PrintWriter out) {
        // Not this class's to change: DriverManager's writer is global.
    }

    @Override
    public void setLoginTimeout(int seconds) {
        // Not this class's to change: DriverManager's timeout is global.
    }

    @Override
    public int getLoginTimeout() {
        return DriverManager.getLoginTimeout();
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        throw new SQLFeatureNotSupportedException("no java.util.logging logger");
    }

    @Override
    public <T> T unwrap(Class<T> type) throws SQLException {
        if (type.isInstance(this)) {
            return type.cast(this);
        }
        throw new SQLException("not a wrapper of " + type.getName());
    }

    @Override
    public boolean isWrapperFor(Class<?> type) {
        return type.isInstance(this);
    }

    @Override
    public String toString() {
        return url;
    }
}
