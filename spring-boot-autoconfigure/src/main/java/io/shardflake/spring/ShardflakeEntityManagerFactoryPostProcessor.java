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
 * <p>A generator the application put there itself is kept: given explicitly, it is a decision, not an omission.
 * A setting to build one from ({@code shardflake.layout}, {@code shardflake.worker.id}, ...) is refused, since
 * nothing would read it.
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
            handOff.settingsFor(settings).forEach(settings::putIfAbsent);
        } else if (bean instanceof LocalSessionFactoryBean factory) {
            Properties settings = factory.getHibernateProperties();
            handOff.settingsFor(settings).forEach(settings::putIfAbsent);
        }
        return bean;
    }
}
