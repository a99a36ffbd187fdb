package io.shardflake.hibernate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.IdField;
import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.hibernate.entities.LongIdEntity;
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
 * Hibernate without Spring chooses no worker id by itself, and says so at boot. Before, an application with
 * {@code @SnowflakeId} and no {@code shardflake.*} setting booted as worker 0 on every node, and two nodes repeated
 * each other's ids without a word; a layout without a worker field did the same for every shard.
 */
class WorkerChoiceWithoutSpringTest {

    private static final String NO_WORKER = "shardflake.worker.strategy = null is not allowed: a way to tell this"
            + " instance's ids from every other's: shardflake.worker.id=N, a different N on every instance (0..255 (8"
            + " bits)), or shardflake.worker.strategy=hostname-hash, statefulset-ordinal, ipv4-low-bits or a"
            + " WorkerIdSource. Hibernate without Spring Boot does not choose one by itself: every instance would be"
            + " worker 0 and repeat the others' ids";

    @Test
    void withoutAnyWorkerSettingTheBootFailsNamingBothKeys() {
        assertThatThrownBy(() -> TestHibernate.onH2().withoutSetting(ShardflakeSettings.WORKER_ID)
                .entities(LongIdEntity.class).build())
                .isInstanceOf(InvalidConfigurationException.class).hasMessage(NO_WORKER);
    }

    @Test
    void theFixedStrategyWithoutAnIdFailsNamingTheId() {
        assertThatThrownBy(() -> TestHibernate.onH2().withoutSetting(ShardflakeSettings.WORKER_ID)
                .setting(ShardflakeSettings.WORKER_STRATEGY, "fixed").entities(LongIdEntity.class).build())
                .isInstanceOf(InvalidConfigurationException.class)
                .hasMessage("shardflake.worker.id = null is not allowed: 0..255 (8 bits), different on every"
                        + " instance, required by shardflake.worker.strategy=fixed");
    }

    @Test
    void aWorkerIdAloneMeansTheFixedStrategy() {
        try (SessionFactory factory = TestHibernate.onH2().setting(ShardflakeSettings.WORKER_ID, "42")
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
        Logger logger = Logger.getLogger(SettingsShardflakeService.class.getName());
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
        try (SessionFactory factory = TestHibernate.onH2().setting(ShardflakeSettings.WORKER_ID, "42")
                .entities(LongIdEntity.class).build()) {
            SnowflakeGenerator generator = Services.snowflake(factory);

            assertThat(records).singleElement().satisfies(logRecord -> {
                assertThat(logRecord.getLevel()).isEqualTo(Level.INFO);
                assertThat(java.text.MessageFormat.format(logRecord.getMessage(), logRecord.getParameters()))
                        .isEqualTo("Shardflake makes ids with worker id 42 (source fixed(42)), layout shardflake"
                                + " (time 41 | worker 8 | sequence 10 | shard 4, tick PT0.001S, epoch"
                                + " 2026-01-01T00:00:00Z), end of life " + generator.layout().endOfLife()
                                + "; built from Hibernate settings");
            });
        } finally {
            logger.removeHandler(handler);
        }
    }

    @Test
    void aHostNameHashNeedsNoId() {
        try (SessionFactory factory = TestHibernate.onH2().withoutSetting(ShardflakeSettings.WORKER_ID)
                .setting(ShardflakeSettings.WORKER_STRATEGY, io.shardflake.worker.WorkerIdSource.hostnameHash("web-7"))
                .entities(LongIdEntity.class).build()) {
            factory.inTransaction(session -> session.persist(new LongIdEntity("x")));

            assertThat(Services.snowflake(factory).workerSource()).isEqualTo("hostname-hash(web-7)");
        }
    }

    @Test
    void aLayoutWithoutWorkerFieldFailsUnlessThisInstanceAloneWritesItsShards() {
        assertThatThrownBy(() -> TestHibernate.onH2().setting(ShardflakeSettings.LAYOUT, "instagram")
                .entities(LongIdEntity.class).build())
                .isInstanceOf(InvalidConfigurationException.class)
                .hasMessage("shardflake.layout = instagram is not allowed: a layout with a worker field, since more"
                        + " than one instance can make ids for this database; layout instagram has none (time 40 |"
                        + " shard 13 | sequence 10), so two instances writing one shard in the same tick would make"
                        + " the same ids. Choose a layout with a worker field, or set"
                        + " shardflake.shard.single-writer=true if this instance is the only one that makes ids for"
                        + " each shard it writes");
    }

    @Test
    void aLayoutWithoutWorkerFieldBootsWhenTheUserStatesThisInstanceAloneWritesItsShards() {
        try (SessionFactory factory = TestHibernate.onH2().setting(ShardflakeSettings.LAYOUT, "instagram")
                .setting(ShardflakeSettings.SHARD_SINGLE_WRITER, "true").entities(LongIdEntity.class).build()) {
            factory.inTransaction(session -> session.persist(new LongIdEntity("x")));

            assertThat(Services.snowflake(factory).workerSource()).isEqualTo("fixed(0)");
        }
    }

    @Test
    void aWorkerIdOtherThanZeroOnALayoutWithoutWorkerFieldIsRefused() {
        assertThatThrownBy(() -> TestHibernate.onH2().setting(ShardflakeSettings.LAYOUT, "icicle")
                .setting(ShardflakeSettings.SHARD_SINGLE_WRITER, "true").setting(ShardflakeSettings.WORKER_ID, 3)
                .entities(LongIdEntity.class).build())
                .isInstanceOf(InvalidConfigurationException.class)
                .hasMessage("shardflake.worker.id = 3 is not allowed: 0 (layout icicle has no worker field)");
    }
}
