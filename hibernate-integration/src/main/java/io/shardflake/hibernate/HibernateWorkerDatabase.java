package io.shardflake.hibernate;

import io.shardflake.config.WorkerDatabase;
import io.shardflake.worker.lease.UnpooledDataSource;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.hibernate.engine.jdbc.connections.spi.ConnectionProvider;
import org.hibernate.service.UnknownServiceException;
import org.hibernate.service.spi.ServiceRegistryImplementor;
import org.jspecify.annotations.Nullable;

/**
 * The database a worker id is leased or registered in without Spring: Hibernate's own connections. A
 * {@link ConnectionProvider} over a {@link DataSource} hands that DataSource over; any other (Hibernate's own pool,
 * a third-party pool) is wrapped, each connection going back to the provider when the lease closes it.
 */
final class HibernateWorkerDatabase {

    /** Why there is no database, for the refusal of {@code lease}. */
    static final String NONE = "Hibernate has no ConnectionProvider of its own here (connections supplied by the"
            + " application); set shardflake.worker.id or another strategy";

    private HibernateWorkerDatabase() {
    }

    /**
     * @param registry the SessionFactory's services
     * @return the database of Hibernate's connections, or null when Hibernate has no connections of its own
     */
    static @Nullable WorkerDatabase of(ServiceRegistryImplementor registry) {
        ConnectionProvider provider;
        try {
            provider = registry.getService(ConnectionProvider.class);
        } catch (UnknownServiceException e) {
            return null;
        }
        if (provider == null || provider.getClass().getSimpleName().startsWith("UserSupplied")) {
            return null;
        }
        DataSource dataSource = provider.isUnwrappableAs(DataSource.class) ? provider.unwrap(DataSource.class)
                : UnpooledDataSource.of(() -> open(provider), "Hibernate's " + provider.getClass().getSimpleName());
        // Hibernate's connections come from its pool: the lease borrows one per call and hands it back.
        return new WorkerDatabase(dataSource, isInMemory(dataSource), true);
    }

    /** Spring Boot's rule for {@code initialize-schema=embedded}: an in-memory database, which starts empty. */
    private static boolean isInMemory(DataSource dataSource) {
        try (Connection connection = dataSource.getConnection()) {
            return WorkerDatabase.isInMemory(connection.getMetaData().getURL());
        } catch (SQLException unreachable) {
            // Not embedded: the lease's own check then reports the database as unreachable, with its URL.
            return false;
        }
    }

    /** Each connection goes back to the provider when the lease closes it. */
    private static Connection open(ConnectionProvider provider) throws SQLException {
        Connection connection = provider.getConnection();
        return (Connection) Proxy.newProxyInstance(Connection.class.getClassLoader(), new Class<?>[] {Connection.class},
                (proxy, method, args) -> {
                    if (method.getName().equals("close") && method.getParameterCount() == 0) {
                        provider.closeConnection(connection);
                        return null;
                    }
                    try {
                        return method.invoke(connection, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }
}
