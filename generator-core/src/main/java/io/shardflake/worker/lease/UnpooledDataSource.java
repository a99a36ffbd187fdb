package io.shardflake.worker.lease;

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
 * A {@link DataSource} that opens a new connection on every {@link #getConnection()}, for integrations that reach the
 * lease table without a pool: a JDBC URL (ShardingSphere's props, the reliability harness) or a connection provider
 * of their own (Hibernate). The lease keeps one connection between its calls, so nothing here needs a pool.
 *
 * <p>It is the part of {@code DataSource} the lease uses and nothing more: no log writer, no login timeout of its own
 * (DriverManager's are global), no other credentials than the ones it was made with, and it wraps nothing.
 */
public final class UnpooledDataSource implements DataSource {

    /** Opens one connection; the caller closes it. */
    @FunctionalInterface
    public interface Opener {

        /**
         * @return a new connection
         * @throws SQLException if none can be opened
         */
        Connection open() throws SQLException;
    }

    private final Opener opener;
    private final String description;

    private UnpooledDataSource(Opener opener, String description) {
        this.opener = opener;
        this.description = description;
    }

    /**
     * Connections from {@link DriverManager} by URL, with a connect timeout of 10 s for PgJDBC, MariaDB Connector/J and
     * MySQL Connector/J unless the URL sets one (the lease bounds every call anyway; this lets a thread stuck connecting
     * return).
     *
     * @param url the JDBC URL
     * @param username the user, or null for none (or the one the URL names)
     * @param password the user's password, or null for an empty one
     * @return the DataSource; its {@link #toString()} shows the URL, passwords masked
     */
    public static UnpooledDataSource of(String url, @Nullable String username, @Nullable String password) {
        Properties credentials = new Properties();
        if (username != null) {
            credentials.setProperty("user", username);
            credentials.setProperty("password", password == null ? "" : password);
        }
        DriverTimeouts.addDefaults(url, credentials);
        return new UnpooledDataSource(() -> DriverManager.getConnection(url, credentials),
                DataSourceUrl.withoutPasswords(url));
    }

    /**
     * Connections from an opener of the caller's.
     *
     * @param opener opens each connection
     * @param description what the connections come from, for {@link #toString()}
     * @return the DataSource
     */
    public static UnpooledDataSource of(Opener opener, String description) {
        return new UnpooledDataSource(opener, description);
    }

    @Override
    public Connection getConnection() throws SQLException {
        return opener.open();
    }

    @Override
    public Connection getConnection(String username, String password) throws SQLException {
        throw new SQLFeatureNotSupportedException("the lease's connections come with their own credentials ("
                + description + ")");
    }

    @Override
    public @Nullable PrintWriter getLogWriter() {
        return null;
    }

    @Override
    public void setLogWriter(@Nullable PrintWriter out) {
        // Nothing of its own to log: the driver or provider logs for itself.
    }

    @Override
    public void setLoginTimeout(int seconds) {
        // Not this class's to change: DriverManager's timeout is global, a provider has its own.
    }

    @Override
    public int getLoginTimeout() {
        return 0;
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
        return description;
    }
}
