package io.shardflake.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.IdLayout;
import io.shardflake.LayoutPreset;
import io.shardflake.config.Setting;
import io.shardflake.hibernate.entities.LongIdEntity;
import io.shardflake.hibernate.entities.named.NamedSnowflakeEntity;
import io.shardflake.hibernate.support.Databases;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.AvailableSettings;
import org.hibernate.cfg.Configuration;
import org.junit.jupiter.api.Test;

/**
 * A SessionFactory made through Hibernate's own {@link Configuration}, as hand-written bootstraps and Spring's native
 * {@code LocalSessionFactoryBean} make it. Its mapping sources carry only the bootstrap service registry, with no
 * settings in it: on Hibernate 6.6, reading {@code hibernate.xml_mapping_enabled} there failed the boot before any
 * entity was mapped.
 */
class NativeConfigurationTest {

    @Test
    void idsByNameAndByAnnotationComeFromShardflake() {
        Configuration configuration = new Configuration().addAnnotatedClass(NamedSnowflakeEntity.class)
                .addAnnotatedClass(LongIdEntity.class)
                .setProperty(AvailableSettings.HBM2DDL_AUTO, "create-drop")
                .setProperty(Setting.WORKER_ID.key(), "5")
                .setProperty("shardflake.worker.lease.enabled", "false");
        configuration.getProperties().put(AvailableSettings.JAKARTA_NON_JTA_DATASOURCE, Databases.h2());
        NamedSnowflakeEntity named = new NamedSnowflakeEntity();
        LongIdEntity annotated = new LongIdEntity("annotated");

        try (SessionFactory sessions = configuration.buildSessionFactory()) {
            sessions.inTransaction(session -> {
                session.persist(named);
                session.persist(annotated);
            });
        }

        IdLayout layout = LayoutPreset.SHARDFLAKE.layout();
        assertThat(layout.decode(named.id).worker()).isEqualTo(5);
        assertThat(layout.decode(annotated.id).worker()).isEqualTo(5);
    }
}
