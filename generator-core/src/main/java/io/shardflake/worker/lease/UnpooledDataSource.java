package io.shardflake.worker.lease;

import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Properties;
import java.util.function.Supplier;
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
 *
 * <p>Where the URL and credentials may change while the application runs (a password rotated into the application's
 * pool), {@link #following(Supplier, String)} reads them again for every connection.
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

    /**
     * Where to connect and as whom.
     *
     * @param url the JDBC URL
     * @param username the user, or null for none (or the one the URL names)
     * @param password the user's password, or null for an empty one
     */
    public record Login(String url, @Nullable String username, @Nullable String password) {

        /** @return the URL and user, passwords masked */
        @Override
        public String toString() {
            return DataSourceUrl.withoutPasswords(url) + (username == null ? "" : " as " + username);
        }
    }

    private final Opener opener;
    private final String description;
    private final @Nullable Supplier<Login> login;

    private UnpooledDataSource(Opener opener, String description, @Nullable Supplier<Login> login) {
        this.opener = opener;
        this.description = description;
        this.login = login;
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
        Login fixed = new Login(url, username, password);
        return following(() -> fixed, DataSourceUrl.withoutPasswords(url));
    }

    /**
     * Connections from {@link DriverManager} by the URL, user and password {@code current} gives for each connection,
     * with the connect timeouts of {@link #of(String, String, String)}: for a lease that must follow credentials the
     * application's own DataSource receives at runtime.
     *
     * @param current reads the URL and credentials to connect with now; a {@link RuntimeException} it throws fails
     *     that connection (SQLState 08001), and the next one asks again
     * @param description what the connections come from, for {@link #toString()}; no password
     * @return the DataSource
     */
    public static UnpooledDataSource following(Supplier<Login> current, String description) {
        return new UnpooledDataSource(() -> connect(current), description, current);
    }

    private static Connection connect(Supplier<Login> current) throws SQLException {
        Login login;
        try {
            login = current.get();
        } catch (RuntimeException e) {
            throw new SQLException("could not read where the lease connects to: " + e, "08001", e);
        }
        Properties properties = new Properties();
        if (login.username() != null) {
            properties.setProperty("user", login.username());
            properties.setProperty("password", login.password() == null ? "" : login.password());
        }
        DriverTimeouts.addDefaults(login.url(), properties);
        return DriverManager.getConnection(login.url(), properties);
    }

    /**
     * Connections from an opener of the caller's.
     *
     * @param opener opens each connection
     * @param description what the connections come from, for {@link #toString()}
     * @return the DataSource
     */
    public static UnpooledDataSource of(Opener opener, String description) {
        return new UnpooledDataSource(opener, description, null);
    }

    /**
     * @return the URL connections are opened with now, passwords masked, or null for connections from an
     *     {@link Opener} (read by {@link DataSourceUrl} for messages and the lease's probe)
     */
    public @Nullable String getUrl() {
        return login == null ? null : DataSourceUrl.withoutPasswords(login.get().url());
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
