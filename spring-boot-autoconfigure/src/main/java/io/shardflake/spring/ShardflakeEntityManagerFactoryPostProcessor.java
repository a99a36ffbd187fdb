package io.shardflake.spring;

import java.util.Map;
import java.util.Properties;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.orm.jpa.AbstractEntityManagerFactoryBean;

/**
 * Hands the generators ({@link HibernateHandOff}) to every persistence unit the application context builds, before
 * it is built: a {@code LocalContainerEntityManagerFactoryBean} or {@code LocalEntityManagerFactoryBean} made by
 * hand (a second database, say), and a native {@code LocalSessionFactoryBean} (whose package each Spring line names
 * differently, so the line's configuration says how to read its settings). Those never see a
 * {@code HibernatePropertiesCustomizer}, which Spring Boot applies only through its own
 * {@code EntityManagerFactoryBuilder}.
 *
 * <p>A generator the application put there itself is kept: given explicitly, it is a decision, not an omission.
 * A setting to build one from ({@code shardflake.layout}, {@code shardflake.worker.id}, ...) is refused, since
 * nothing would read it.
 */
final class ShardflakeEntityManagerFactoryPostProcessor implements BeanPostProcessor {

    private final HibernateHandOff handOff;
    private final Function<Object, @Nullable Properties> nativeSettings;

    /**
     * @param handOff the generators to hand over
     * @param nativeSettings the Hibernate settings of a bean that is this Spring line's native
     *     {@code LocalSessionFactoryBean}, or null for any other bean
     */
    ShardflakeEntityManagerFactoryPostProcessor(HibernateHandOff handOff,
            Function<Object, @Nullable Properties> nativeSettings) {
        this.handOff = handOff;
        this.nativeSettings = nativeSettings;
    }

    /**
     * @param beanFactory where the generators are looked up, when a persistence unit is built
     * @param nativeSettings see the constructor
     * @return the post-processor of a Spring line
     */
    static ShardflakeEntityManagerFactoryPostProcessor of(BeanFactory beanFactory,
            Function<Object, @Nullable Properties> nativeSettings) {
        return new ShardflakeEntityManagerFactoryPostProcessor(new HibernateHandOff(beanFactory), nativeSettings);
    }

    @Override
    public Object postProcessBeforeInitialization(Object bean, String beanName) {
        if (bean instanceof AbstractEntityManagerFactoryBean factory) {
            Map<String, Object> settings = factory.getJpaPropertyMap();
            handOff.settingsFor(settings).forEach(settings::putIfAbsent);
        } else {
            Properties settings = nativeSettings.apply(bean);
            if (settings != null) {
                handOff.settingsFor(settings).forEach(settings::putIfAbsent);
            }
        }
        return bean;
    }
}
