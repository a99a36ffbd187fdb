package io.shardflake.spring;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.config.InvalidSettingException;
import io.shardflake.config.Setting;
import io.shardflake.worker.lease.UnpooledDataSource;
import javax.sql.DataSource;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.jdbc.DataSourceBuilder;
import org.springframework.jdbc.datasource.SimpleDriverDataSource;

/**
 * Applies {@code shardflake.worker.lease.connection}: the DataSource the lease claims and renews through.
 *
 * <p>Dedicated by default: a renewal that waits for a connection behind the application's work can outlast the
 * lease, and then every insert fails. The dedicated DataSource connects by the application's URL, user and password
 * ({@link UnpooledDataSource}, which adds the drivers' connect timeouts), and the lease keeps one connection from it
 * between its calls: one connection per instance, not a pool slot. Those three are read from the application's
 * DataSource again for every connection, so a password rotated into the application's pool while it runs (Hikari's
 * {@code HikariConfigMXBean.setPassword}, as Spring Cloud Vault or a secrets manager's rotation do) is the one the
 * lease's next connection uses.
 */
final class LeaseDataSource {

    private LeaseDataSource() {
    }

    /**
     * @param connection the property's value
     * @param application the application's DataSource
     * @param qualified a {@link ShardflakeLeaseDataSource} bean, or null
     * @return the DataSource for the lease
     * @throws InvalidConfigurationException naming {@code shardflake.worker.lease.connection} when a dedicated
     *     connection cannot be derived from the application's DataSource
     */
    static DataSource of(LeaseConnection connection, @Nullable DataSource application,
            @Nullable DataSource qualified) {
        if (qualified != null) {
            return qualified;
        }
        if (connection == LeaseConnection.POOL) {
            return application;
        }
        // Once now, so a DataSource the lease cannot connect by stops the start, naming the property.
        UnpooledDataSource.Login first = currentLogin(application);
        return UnpooledDataSource.following(() -> currentLogin(application),
                "the application's " + application.getClass().getSimpleName() + " (" + first + "), read at each connect");
    }

    /** @return the URL, user and password the application's DataSource connects with now */
    private static UnpooledDataSource.Login currentLogin(DataSource application) {
        SimpleDriverDataSource derived;
        try {
            derived = DataSourceBuilder.derivedFrom(application).type(SimpleDriverDataSource.class).build();
        } catch (RuntimeException e) {
            throw notDerivable(application, e.getMessage(), e);
        }
        if (derived.getUrl() == null) {
            // A routing or sharding DataSource has no URL of its own: there is no one database to connect to.
            throw notDerivable(application, "it has no URL", null);
        }
        return new UnpooledDataSource.Login(derived.getUrl(), derived.getUsername(), derived.getPassword());
    }

    private static InvalidConfigurationException notDerivable(DataSource application, String why,
            @Nullable Exception cause) {
        InvalidConfigurationException error = new InvalidSettingException(Setting.WORKER_LEASE_CONNECTION,
                "dedicated", "a DataSource the lease can take its own connections from, and the application's ("
                        + application.getClass().getName() + ") does not give its URL, user and password (" + why
                        + "): declare one with @ShardflakeLeaseDataSource, or set " + Setting.WORKER_LEASE_CONNECTION.key()
                        + "=pool to renew through the application's pool");
        if (cause != null) {
            error.initCause(cause);
        }
        return error;
    }
}
