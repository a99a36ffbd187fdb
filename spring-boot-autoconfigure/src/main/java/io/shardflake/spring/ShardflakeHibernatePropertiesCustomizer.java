package io.shardflake.spring;

import io.shardflake.hibernate.ShardflakeSettings;
import java.util.Map;
import org.springframework.boot.hibernate.autoconfigure.HibernatePropertiesCustomizer;

/**
 * Hands the Spring-configured generators to Hibernate, under the {@link ShardflakeSettings} keys its id generators
 * read ({@link HibernateHandOff}). Spring Boot applies it to the EntityManagerFactory it configures and to every
 * one an application builds with Boot's {@code EntityManagerFactoryBuilder}; the others get the same settings from
 * {@link ShardflakeEntityManagerFactoryPostProcessor}. Without them, Hibernate would build generators of its own
 * from {@code shardflake.*} settings it never sees, with worker id 0, beside the application's.
 */
final class ShardflakeHibernatePropertiesCustomizer implements HibernatePropertiesCustomizer {

    private final HibernateHandOff handOff;

    ShardflakeHibernatePropertiesCustomizer(HibernateHandOff handOff) {
        this.handOff = handOff;
    }

    @Override
    public void customize(Map<String, Object> hibernateProperties) {
        hibernateProperties.putAll(handOff.settingsFor(hibernateProperties));
    }
}
