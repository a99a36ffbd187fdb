package io.shardflake.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.hibernate.entities.named.NamedSnowflakeEntity;
import io.shardflake.hibernate.support.TestHibernate;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.MappingSettings;
import org.junit.jupiter.api.Test;

/**
 * The one pitfall of names: with XML mapping off, Hibernate never reads the file that registers them, and the name
 * silently becomes a database sequence. The contributor cannot stop that, so it warns.
 */
class XmlMappingDisabledTest {

    @Test
    void withXmlMappingOffTheNameFallsBackToASequenceAndAWarningSaysSo() {
        List<LogRecord> records = new CopyOnWriteArrayList<>();
        Logger logger = Logger.getLogger(NamedGeneratorsContributor.class.getName());
        Handler handler = new Handler() {
            @Override
            public void publish(LogRecord record) {
                records.add(record);
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        logger.addHandler(handler);
        try (SessionFactory factory = TestHibernate.onH2().setting(MappingSettings.XML_MAPPING_ENABLED, "false")
                .entities(NamedSnowflakeEntity.class).build()) {
            NamedSnowflakeEntity entity = new NamedSnowflakeEntity();
            factory.inTransaction(session -> session.persist(entity));

            assertThat(entity.id).isLessThan(1000L);
            assertThat(records).anySatisfy(record -> assertThat(record.getParameters())
                    .contains(MappingSettings.XML_MAPPING_ENABLED, ShardflakeGeneratorNames.SNOWFLAKE));
        } finally {
            logger.removeHandler(handler);
        }
    }
}
