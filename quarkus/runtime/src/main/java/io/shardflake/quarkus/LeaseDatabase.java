package io.shardflake.quarkus;

import io.agroal.api.AgroalDataSource;
import io.agroal.api.configuration.AgroalConnectionFactoryConfiguration;
import io.agroal.api.security.SimplePassword;
import io.quarkus.agroal.runtime.AgroalDataSourceUtil;
import io.shardflake.config.InvalidSettingException;
import io.shardflake.config.Setting;
import io.shardflake.config.WorkerDatabase;
import io.shardflake.worker.lease.UnpooledDataSource;
import java.security.Principal;
import java.util.Locale;
import java.util.Map;
import org.eclipse.microprofile.config.ConfigProvider;
import org.jspecify.annotations.Nullable;

/**
 * The database a Quarkus application's worker id is leased in: the persistence unit's Agroal datasource. By default
 * ({@code quarkus.shardflake.worker.lease.connection=dedicated}) the lease keeps a connection of its own, made with
 * the datasource's URL, user and password, read from the datasource again at every connect (a password a credentials
 * provider rotates is the one the next connection uses): a renewal never waits behind the application's work for a
 * pool slot. {@code pool} borrows from the datasource's pool for each call instead.
 */
final class LeaseDatabase {

    /** Why {@code lease} has no database in a Quarkus application, and what gives it one. */
    static final String NONE = "the persistence unit has no active Agroal datasource (quarkus.datasource.*)";

    private LeaseDatabase() {
    }

    /**
     * @param dataSourceName the persistence unit's datasource
     * @param settings the {@code shardflake.*} settings
     * @return the database, or null when the datasource is not active
     * @throws InvalidSettingException naming {@code worker.lease.connection} for a value other than dedicated or pool
     */
    static @Nullable WorkerDatabase of(String dataSourceName, Map<String, ?> settings) {
        Object connection = settings.get(Setting.WORKER_LEASE_CONNECTION.key());
        String mode = connection == null ? "dedicated" : connection.toString().trim().toLowerCase(Locale.ROOT);
        if (!mode.equals("dedicated") && !mode.equals("pool")) {
            throw new InvalidSettingException(Setting.WORKER_LEASE_CONNECTION, connection, "dedicated or pool");
        }
        AgroalDataSource dataSource = AgroalDataSourceUtil.dataSourceIfActive(dataSourceName).orElse(null);
        if (dataSource == null) {
            return null;
        }
        UnpooledDataSource.Login first = login(dataSource);
        boolean embedded = WorkerDatabase.isInMemory(first.url());
        if (mode.equals("pool")) {
            return new WorkerDatabase(dataSource, embedded, true, applicationName());
        }
        return new WorkerDatabase(UnpooledDataSource.following(() -> login(dataSource), "the datasource "
                + dataSourceName + " (" + first + "), read at each connect"), embedded, false, applicationName());
    }

    /** @return {@code quarkus.application.name}, which the lease's history records with each tenure; empty if none */
    private static String applicationName() {
        return ConfigProvider.getConfig().getOptionalValue("quarkus.application.name", String.class).orElse("");
    }

    /** @return the URL, user and password the datasource connects with now */
    private static UnpooledDataSource.Login login(AgroalDataSource dataSource) {
        AgroalConnectionFactoryConfiguration factory = dataSource.getConfiguration().connectionPoolConfiguration()
                .connectionFactoryConfiguration();
        Principal principal = factory.principal();
        String password = null;
        for (Object credential : factory.credentials()) {
            if (credential instanceof SimplePassword simple) {
                password = simple.getWord();
            }
        }
        return new UnpooledDataSource.Login(factory.jdbcUrl(), principal == null ? null : principal.getName(),
                password);
    }
}
