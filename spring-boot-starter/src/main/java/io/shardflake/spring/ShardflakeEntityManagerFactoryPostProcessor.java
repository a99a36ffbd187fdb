package io.shardflake.spring;

import java.util.Map;
import java.util.Properties;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.orm.jpa.AbstractEntityManagerFactoryBean;
import org.springframework.orm.jpa.hibernate.LocalSessionFactoryBean;

/**
 * Hands the generators ({@link HibernateHandOff}) to every persistence unit the application context builds, before
 * it is built: a {@code LocalContainerEntityManagerFactoryBean} or {@code LocalEntityManagerFactoryBean} made by
 * hand (a second database, say), and a native {@link LocalSessionFactoryBean}. Those never see a
 * {@code HibernatePropertiesCustomizer}, which Spring Boot applies only through its own
 * {@code EntityManagerFactoryBuilder}.
 *
 * <p>A setting the application put there itself is kept: a generator given explicitly is a decision, not an
 * omission.
 */
final class ShardflakeEntityManagerFactoryPostProcessor implements BeanPostProcessor {

    private final HibernateHandOff handOff;

    ShardflakeEntityManagerFactoryPostProcessor(HibernateHandOff handOff) {
        this.handOff = handOff;
    }

    @Override
    public Object postProcessBeforeInitialization(Object bean, String beanName) {
        if (bean instanceof AbstractEntityManagerFactoryBean factory) {
            Map<String, Object> settings = factory.getJpaPropertyMap();
            handOff.settings().forEach(settings::putIfAbsent);
        } else if (bean instanceof LocalSessionFactoryBean factory) {
            Properties settings = factory.getHibernateProperties();
            handOff.settings().forEach(settings::putIfAbsent);
        }
        return bean;
    }
}
