package io.shardflake.hibernate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.config.ConfiguredSnowflake;
import io.shardflake.IdField;
import io.shardflake.ShardflakeVersion;
import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.config.InvalidSettingException;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.config.Setting;
import io.shardflake.hibernate.entities.LongIdEntity;
import io.shardflake.hibernate.support.Databases;
import io.shardflake.hibernate.support.HibernateWords;
import io.shardflake.hibernate.support.Services;
import io.shardflake.hibernate.support.TestHibernate;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;

/**
 * Hibernate without Spring chooses the worker id by the same rule as the Spring Boot starter
 * ({@link io.shardflake.config.WorkerChooser}): {@code auto} leases one through Hibernate's own connections.
 */
class WorkerChoiceWithoutSpringTest {

    @Test
    void withoutAnyWorkerSettingTheIdIsLeasedThroughHibernatesConnections() {
        try (SessionFactory factory = TestHibernate.onH2().withoutSetting(Setting.WORKER_ID.key())
                .withoutSetting(Setting.WORKER_LEASE_ENABLED.key()).entities(LongIdEntity.class).build()) {
            LongIdEntity entity = new LongIdEntity("x");
            factory.inTransaction(session -> session.persist(entity));

            SnowflakeGenerator generator = Services.snowflake(factory);
            assertThat(generator.workerSource()).startsWith("lease(shardflake_worker_lease, ");
            assertThat(generator.layout().extract(IdField.WORKER, entity.id)).isZero();
            Long rows = factory.fromSession(session -> session.createNativeQuery(
                    "select count(*) from shardflake_worker_lease where worker_id >= 0", Long.class).getSingleResult());
            assertThat(rows).isEqualTo(1L);
        }
    }

    @Test
    void theLeaseStrategyUsesHibernatesConnections() {
        try (SessionFactory factory = TestHibernate.onH2().withoutSetting(Setting.WORKER_ID.key())
                .withoutSetting(Setting.WORKER_LEASE_ENABLED.key()).setting(Setting.WORKER_STRATEGY.key(), "lease")
                .setting(Setting.WORKER_LEASE_TABLE.key(), "own_lease").entities(LongIdEntity.class).build()) {
            factory.inTransaction(session -> session.persist(new LongIdEntity("x")));

            assertThat(Services.snowflake(factory).workerSource()).startsWith("lease(own_lease, ");
        }
    }

    @Test
    void aWorkerIdIsRegisteredInTheLeaseTableWhenHibernateHasADatabase() {
        try (SessionFactory factory = TestHibernate.onH2().setting(Setting.WORKER_ID.key(), 9)
                .withoutSetting(Setting.WORKER_LEASE_ENABLED.key()).entities(LongIdEntity.class).build()) {
            factory.inTransaction(session -> session.persist(new LongIdEntity("x")));

            assertThat(Services.snowflake(factory).workerSource()).isEqualTo("lease(shardflake_worker_lease, fixed(9))");
        }
    }

    @Test
    void withoutADatabaseAutoHashesTheHostName() {
        try (SessionFactory factory = TestHibernate.onH2().withoutSetting(Setting.WORKER_ID.key())
                .setting(Setting.WORKER_HOSTNAME.key(), "web-7").entities(LongIdEntity.class).build()) {
            assertThat(Services.snowflake(factory).workerSource()).isEqualTo("hostname-hash(web-7)");
        }
    }

    @Test
    void thePropertyStrategyWithoutAnIdFailsNamingTheId() {
        assertThatThrownBy(() -> TestHibernate.onH2().withoutSetting(Setting.WORKER_ID.key())
                .setting(Setting.WORKER_STRATEGY.key(), "property").entities(LongIdEntity.class).build())
                .isInstanceOf(InvalidSettingException.class)
                .hasMessage("shardflake.worker.id = null is not allowed: 0..255 (8 bits), required by"
                        + " shardflake.worker.strategy=property")
                .satisfies(HibernateWords.vocabulary()::check);
    }

    @Test
    void onAServerDatabaseWithoutTheLeaseTableTheBootSaysHowToMakeOne() {
        // Issue 25's example, as a new user meets it: a worker id, a PostgreSQL database, no migration run yet.
        assertThatThrownBy(() -> TestHibernate.on(Databases.postgres()).setting(Setting.WORKER_ID.key(), 7)
                .withoutSetting(Setting.WORKER_LEASE_ENABLED.key()).entities(LongIdEntity.class).build())
                .isInstanceOfSatisfying(InvalidSettingException.class, e -> {
                    assertThat(e.setting()).isEqualTo(Setting.WORKER_LEASE_INITIALIZE_SCHEMA);
                    assertThat(e.value()).isEqualTo("embedded");
                })
                .hasMessageStartingWith("the lease table shardflake_worker_lease does not exist in this database, or"
                        + " lacks the lease columns (ERROR: relation \"shardflake_worker_lease\" does not exist")
                .hasMessageEndingWith("), and shardflake.worker.lease.initialize-schema=embedded creates it only in an"
                        + " in-memory database. Create it with the DDL in"
                        + " io/shardflake/worker/lease/postgresql/R__shardflake_worker_lease.sql (on the class path:"
                        + " Flyway runs it as a repeatable migration from its folder, Liquibase from"
                        + " io/shardflake/worker/lease/liquibase.xml), or set"
                        + " shardflake.worker.lease.initialize-schema=always to let Shardflake create it at startup")
                .satisfies(HibernateWords.vocabulary()::check);
    }

    @Test
    void aWorkerIdAloneMeansTheFixedStrategy() {
        try (SessionFactory factory = TestHibernate.onH2().setting(Setting.WORKER_ID.key(), "42")
                .entities(LongIdEntity.class).build()) {
            LongIdEntity entity = new LongIdEntity("x");
            factory.inTransaction(session -> session.persist(entity));

            SnowflakeGenerator generator = Services.snowflake(factory);
            assertThat(generator.workerSource()).isEqualTo("fixed(42)");
            assertThat(generator.layout().extract(IdField.WORKER, entity.id)).isEqualTo(42);
        }
    }

    @Test
    void oneInfoLineSaysWhichWorkerIdTheGeneratorGot() {
        Logger logger = Logger.getLogger(ConfiguredSnowflake.class.getName());
        List<LogRecord> records = new ArrayList<>();
        Handler handler = new Handler() {
            @Override
            public void publish(LogRecord logRecord) {
                records.add(logRecord);
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        logger.addHandler(handler);
        try (SessionFactory factory = TestHibernate.onH2().setting(Setting.WORKER_ID.key(), "42")
                .entities(LongIdEntity.class).build()) {
            SnowflakeGenerator generator = Services.snowflake(factory);

            assertThat(records).singleElement().satisfies(logRecord -> {
                assertThat(logRecord.getLevel()).isEqualTo(Level.INFO);
                assertThat(java.text.MessageFormat.format(logRecord.getMessage(), logRecord.getParameters()))
                        .isEqualTo("Shardflake makes ids with worker id 42 (source fixed(42)), layout shardflake"
                                + " (time 41 | worker 8 | sequence 10 | shard 4, tick PT0.001S, epoch"
                                + " 2026-01-01T00:00:00Z), end of life " + generator.layout().endOfLife()
                                + "; built from Hibernate settings; version " + ShardflakeVersion.current());
            });
        } finally {
            logger.removeHandler(handler);
        }
    }

    @Test
    void aHostNameHashNeedsNoId() {
        try (SessionFactory factory = TestHibernate.onH2().withoutSetting(Setting.WORKER_ID.key())
                .setting(Setting.WORKER_STRATEGY.key(), io.shardflake.worker.WorkerIdSource.hostnameHash("web-7"))
                .entities(LongIdEntity.class).build()) {
            factory.inTransaction(session -> session.persist(new LongIdEntity("x")));

            assertThat(Services.snowflake(factory).workerSource()).isEqualTo("hostname-hash(web-7)");
        }
    }

    @Test
    void aLayoutWithoutWorkerFieldFailsUnlessThisInstanceAloneWritesItsShards() {
        assertThatThrownBy(() -> TestHibernate.onH2().setting(Setting.LAYOUT_PRESET.key(), "instagram")
                .entities(LongIdEntity.class).build())
                .isInstanceOf(InvalidConfigurationException.class)
                .hasMessage("shardflake.layout.preset = instagram is not allowed: a layout with a worker field, since"
                        + " more than one instance can make ids here (shardflake.worker.cluster-size = 10); layout"
                        + " instagram has none (time 40 |"
                        + " shard 13 | sequence 10), so two instances writing one shard in the same tick would make"
                        + " the same ids. Choose a layout with a worker field, or set"
                        + " shardflake.shard.single-writer=true if this instance is the only one that makes ids for"
                        + " each shard it writes");
    }

    @Test
    void aLayoutWithoutWorkerFieldBootsWhenTheUserStatesThisInstanceAloneWritesItsShards() {
        try (SessionFactory factory = TestHibernate.onH2().setting(Setting.LAYOUT_PRESET.key(), "instagram")
                .setting(Setting.SHARD_SINGLE_WRITER.key(), "true").entities(LongIdEntity.class).build()) {
            factory.inTransaction(session -> session.persist(new LongIdEntity("x")));

            assertThat(Services.snowflake(factory).workerSource()).isEqualTo("fixed(0)");
        }
    }

    @Test
    void aWorkerIdOtherThanZeroOnALayoutWithoutWorkerFieldIsRefused() {
        assertThatThrownBy(() -> TestHibernate.onH2().setting(Setting.LAYOUT_PRESET.key(), "icicle")
                .setting(Setting.SHARD_SINGLE_WRITER.key(), "true").setting(Setting.WORKER_ID.key(), 3)
                .entities(LongIdEntity.class).build())
                .isInstanceOf(InvalidConfigurationException.class)
                .hasMessage("shardflake.worker.id = 3 is not allowed: 0 (layout icicle has no worker field)");
    }
}
