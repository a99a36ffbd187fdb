package io.shardflake.spring;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.health.ShardflakeHealthCheck;
import io.shardflake.publicid.PublicIds;
import io.shardflake.spring.health.ShardflakeHealthProperties;
import io.shardflake.spring.jackson.PublicIdJackson2Module;
import io.shardflake.spring.jackson.ShardflakeJacksonProperties;
import io.shardflake.spring.jackson.SnowflakeIdJackson2Module;
import io.shardflake.spring.publicid.PublicIdsLookup;
import io.shardflake.worker.lease.ScheduledLeaseAudit;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.actuate.autoconfigure.health.ConditionalOnEnabledHealthIndicator;
import org.springframework.boot.actuate.health.Health;
import org.springframework.boot.actuate.health.HealthIndicator;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnSingleCandidate;
import org.springframework.boot.autoconfigure.orm.jpa.HibernatePropertiesCustomizer;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.orm.hibernate5.LocalSessionFactoryBean;

/**
 * Shardflake on Spring Boot 3.5: what Boot 3 names differently from Boot 4, each over the shared code of
 * shardflake-spring-boot-autoconfigure. The hand-over of the generators to Hibernate 6.6 ({@link HibernateHandOff}
 * through Boot 3's {@code HibernatePropertiesCustomizer}, and to Spring 6's native {@code LocalSessionFactoryBean}),
 * the {@code shardflake} health component in Boot 3's actuator types ({@link ShardflakeHealthCheck} decides), and, for
 * Jackson 2, public ids ({@link PublicIdJackson2Module}) and ids as JSON strings ({@link SnowflakeIdJackson2Module}).
 * Its presence is what {@link BootLine} looks for.
 */
@AutoConfiguration(after = ShardflakeAutoConfiguration.class, beforeName = {BootLine.HIBERNATE_JPA_3,
        "org.springframework.boot.autoconfigure.jackson.JacksonAutoConfiguration"})
public final class ShardflakeBoot3AutoConfiguration {

    /**
     * The hand-over to Hibernate 6.6. Boot 3 keeps its customizer in spring-boot-autoconfigure, with or without
     * Hibernate; Spring 6 its native factory bean in {@code orm.hibernate5}.
     */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = {"org.springframework.boot.autoconfigure.orm.jpa.HibernatePropertiesCustomizer",
            "org.springframework.orm.hibernate5.LocalSessionFactoryBean", "org.hibernate.SessionFactory",
            "io.shardflake.hibernate.ShardflakeSettings"})
    static class HibernateConfiguration {

        /** Boot 3's customizer, applied to every persistence unit Boot's EntityManagerFactoryBuilder makes. */
        @Bean
        HibernatePropertiesCustomizer shardflakeHibernatePropertiesCustomizer(BeanFactory beanFactory) {
            HibernateHandOff handOff = new HibernateHandOff(beanFactory);
            return properties -> properties.putAll(handOff.settingsFor(properties));
        }

        /** Persistence units built by hand, which no customizer reaches. */
        @Bean
        static ShardflakeEntityManagerFactoryPostProcessor shardflakeEntityManagerFactoryPostProcessor(
                BeanFactory beanFactory) {
            return ShardflakeEntityManagerFactoryPostProcessor.of(beanFactory,
                    bean -> bean instanceof LocalSessionFactoryBean factory ? factory.getHibernateProperties() : null);
        }
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = {"org.springframework.boot.actuate.health.HealthIndicator",
            "org.springframework.boot.actuate.autoconfigure.health.ConditionalOnEnabledHealthIndicator"})
    @ConditionalOnSingleCandidate(SnowflakeGenerator.class)
    @ConditionalOnEnabledHealthIndicator("shardflake")
    @EnableConfigurationProperties(ShardflakeHealthProperties.class)
    static class HealthConfiguration {

        /** The {@code shardflake} component; any bean of that name replaces it. */
        @Bean
        @ConditionalOnMissingBean(name = "shardflakeHealthIndicator")
        HealthIndicator shardflakeHealthIndicator(SnowflakeGenerator generator,
                ObjectProvider<ShardflakeWorker> worker, ShardflakeHealthProperties properties,
                ObjectProvider<ScheduledLeaseAudit> audit) {
            ShardflakeHealthCheck check = new ShardflakeHealthCheck(generator, WorkerLookup.lease(worker),
                    properties.getMinRemainingLife(), ShardflakeHealthProperties.MIN_REMAINING_LIFE,
                    audit.getIfAvailable());
            return () -> {
                ShardflakeHealthCheck.Result result = check.check();
                return (result.up() ? Health.up() : Health.down()).withDetails(result.details()).build();
            };
        }
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = {"com.fasterxml.jackson.databind.Module", "io.shardflake.hibernate.SnowflakeId"})
    @ConditionalOnBooleanProperty(ShardflakeJacksonProperties.IDS_AS_STRINGS)
    @EnableConfigurationProperties(ShardflakeJacksonProperties.class)
    static class JacksonConfiguration {

        /** Boot 3 adds every Jackson 2 {@code Module} bean to its {@code ObjectMapper}. */
        @Bean
        @ConditionalOnMissingBean
        SnowflakeIdJackson2Module shardflakeJacksonModule(ShardflakeJacksonProperties properties) {
            return properties.getScope() == ShardflakeJacksonProperties.Scope.ALL_LONGS
                    ? SnowflakeIdJackson2Module.allLongs() : SnowflakeIdJackson2Module.annotatedIds();
        }
    }

    /** Not only with ids as strings: a {@code @PublicId} property must never go out as its id. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "com.fasterxml.jackson.databind.Module")
    static class PublicIdJacksonConfiguration {

        /**
         * Public ids in Boot 3's {@code ObjectMapper}, or a refusal naming {@code shardflake.public-id.keys} without
         * keys; the {@code PublicIds} bean is looked up when a property first needs it.
         */
        @Bean
        // The type named, not read from the method: BootLineTest hides this class from the class loader.
        @ConditionalOnMissingBean(PublicIdJackson2Module.class)
        PublicIdJackson2Module shardflakePublicIdJacksonModule(BeanFactory beans) {
            return PublicIdJackson2Module.of(PublicIdsLookup.of(beans.getBeanProvider(PublicIds.class)));
        }
    }
}
