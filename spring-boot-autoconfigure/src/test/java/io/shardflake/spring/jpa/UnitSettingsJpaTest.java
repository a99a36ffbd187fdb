package io.shardflake.spring.jpa;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.error.ShardflakeException;
import io.shardflake.hibernate.ShardflakeSettings;
import io.shardflake.spring.second.Invoice;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.assertj.AssertableApplicationContext;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.orm.jpa.LocalContainerEntityManagerFactoryBean;
import org.springframework.orm.jpa.vendor.HibernateJpaVendorAdapter;

/**
 * A {@code shardflake.*} setting in a persistence unit's own settings stops the startup: with the application's
 * generators handed over, Hibernate would ignore it, and the ids would not have the layout or worker id it asks for.
 */
class UnitSettingsJpaTest {

    private final ApplicationContextRunner runner = JpaRunners.h2("unit-settings");

    @Test
    void aWorkerIdUnderSpringJpaPropertiesIsRefused() {
        runner.withPropertyValues("spring.jpa.properties.shardflake.worker.id=3").run(context -> assertThat(
                failure(context).getMessage()).startsWith("shardflake.worker.id = 3 is not allowed: no value in a"
                        + " persistence unit's settings"));
    }

    @Test
    void aLayoutOnAUnitMadeByHandIsRefused() {
        runner.withUserConfiguration(UnitWithALayout.class).run(context -> assertThat(failure(context).getMessage())
                .startsWith("shardflake.layout = twitter is not allowed: no value in a persistence unit's settings"));
    }

    private static ShardflakeException failure(AssertableApplicationContext context) {
        assertThat(context).hasFailed();
        for (Throwable t = context.getStartupFailure(); t != null; t = t.getCause()) {
            if (t instanceof ShardflakeException shardflake) {
                return shardflake;
            }
        }
        throw new AssertionError("no ShardflakeException in the startup failure", context.getStartupFailure());
    }

    @Configuration(proxyBeanMethods = false)
    static class UnitWithALayout {

        @Bean
        LocalContainerEntityManagerFactoryBean entityManagerFactory() {
            LocalContainerEntityManagerFactoryBean factory = new LocalContainerEntityManagerFactoryBean();
            factory.setDataSource(SecondEntityManagerFactoryTest.secondDatabase());
            factory.setPackagesToScan(Invoice.class.getPackageName());
            factory.setJpaVendorAdapter(new HibernateJpaVendorAdapter());
            factory.getJpaPropertyMap().put("hibernate.hbm2ddl.auto", "create-drop");
            factory.getJpaPropertyMap().put(ShardflakeSettings.LAYOUT, "twitter");
            return factory;
        }
    }
}
