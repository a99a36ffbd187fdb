package io.shardflake.hibernate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.IdField;
import io.shardflake.config.Setting;
import io.shardflake.hibernate.entities.LongIdEntity;
import io.shardflake.hibernate.entities.UuidV7Entity;
import io.shardflake.hibernate.entities.bad.TenantKeyed;
import io.shardflake.hibernate.entities.shard.Customer;
import io.shardflake.hibernate.entities.shard.CustomerOrder;
import io.shardflake.hibernate.support.Databases;
import io.shardflake.hibernate.support.Services;
import io.shardflake.hibernate.support.TestHibernate;
import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.logging.Logger;
import javax.sql.DataSource;
import org.hibernate.MappingException;
import org.hibernate.SessionFactory;
import org.hibernate.boot.Metadata;
import org.hibernate.cfg.AvailableSettings;
import org.junit.jupiter.api.Test;

/**
 * Hibernate makes the id generators while it builds the metadata, and a framework may forbid connections there:
 * Quarkus builds the metadata ahead and refuses any connection then ("Cannot retrieve a connection to the database
 * during Quarkus' static initialization"). The mapping is checked while the metadata is built, from the settings
 * alone; the worker id is leased when the SessionFactory is created, on the connections it may use.
 */
class MetadataWithoutConnectionsTest {

    @Test
    void theLeaseIsTakenWhenTheSessionFactoryIsCreatedOnH2() {
        leasesAfterTheMetadata(Databases.h2());
    }

    @Test
    void theLeaseIsTakenWhenTheSessionFactoryIsCreatedOnPostgres() {
        leasesAfterTheMetadata(Databases.postgres());
    }

    @Test
    void aMappingErrorIsReportedAsSuchWithoutAConnectionWhileTheMetadataIsBuilt() {
        GatedDataSource database = new GatedDataSource(Databases.h2());
        assertThatThrownBy(() -> leasing(database).setting(Setting.LAYOUT_PRESET.key(), "twitter")
                .entities(TenantKeyed.class).build(metadata -> opened(database, metadata)))
                .isInstanceOf(MappingException.class)
                .hasMessageStartingWith("@ShardKey on TenantKeyed.tenant needs a layout with a shard field");
    }

    private static void leasesAfterTheMetadata(DataSource target) {
        GatedDataSource database = new GatedDataSource(target);
        try (SessionFactory factory = leasing(database)
                .entities(LongIdEntity.class, UuidV7Entity.class, Customer.class, CustomerOrder.class)
                .build(metadata -> opened(database, metadata))) {
            LongIdEntity entity = new LongIdEntity("x");
            factory.inTransaction(session -> session.persist(entity));

            assertThat(Services.snowflake(factory).workerSource()).startsWith("lease(shardflake_worker_lease, ");
            assertThat(Services.snowflake(factory).layout().extract(IdField.WORKER, entity.id)).isZero();
            Long rows = factory.fromSession(session -> session.createNativeQuery(
                    "select count(*) from shardflake_worker_lease where worker_id >= 0", Long.class)
                    .getSingleResult());
            assertThat(rows).isEqualTo(1L);
        }
    }

    private static SessionFactory opened(GatedDataSource database, Metadata metadata) {
        assertThat(database.opened).as("connections asked for while the metadata was built").isZero();
        database.open = true;
        return metadata.buildSessionFactory();
    }

    /** The default worker settings (auto: a lease), with the dialect given, as a framework building ahead does. */
    private static TestHibernate leasing(DataSource database) {
        return TestHibernate.on(database).withoutSetting(Setting.WORKER_ID.key())
                .withoutSetting(Setting.WORKER_LEASE_ENABLED.key())
                .setting(Setting.WORKER_LEASE_INITIALIZE_SCHEMA.key(), "always")
                .setting("hibernate.boot.allow_jdbc_metadata_access", "false")
                .setting(AvailableSettings.DIALECT, dialectOf(database));
    }

    private static String dialectOf(DataSource database) {
        return ((GatedDataSource) database).target.getClass().getName().contains("h2")
                ? "org.hibernate.dialect.H2Dialect" : "org.hibernate.dialect.PostgreSQLDialect";
    }

    /** Refuses connections until it is opened, as Quarkus does before its run time. */
    private static final class GatedDataSource implements DataSource {

        final DataSource target;
        volatile boolean open;
        volatile int opened;

        GatedDataSource(DataSource target) {
            this.target = target;
        }

        @Override
        public Connection getConnection() throws SQLException {
            return connect(null, null);
        }

        @Override
        public Connection getConnection(String username, String password) throws SQLException {
            return connect(username, password);
        }

        private Connection connect(String username, String password) throws SQLException {
            if (!open) {
                opened++;
                throw new UnsupportedOperationException("Cannot retrieve a connection to the database before the "
                        + "SessionFactory is created");
            }
            return username == null ? target.getConnection() : target.getConnection(username, password);
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
        public Logger getParentLogger() {
            return Logger.getLogger("gated");
        }

        @Override
        public <T> T unwrap(Class<T> type) throws SQLException {
            if (type.isInstance(this)) {
                return type.cast(this);
            }
            throw new SQLException("not a wrapper for " + type.getName());
        }

        @Override
        public boolean isWrapperFor(Class<?> type) {
            return type.isInstance(this);
        }
    }
}
