package io.shardflake.spring.nohibernate;

import static io.shardflake.spring.BootClass.DATA_SOURCE_AUTO_CONFIGURATION;
import static io.shardflake.spring.BootClass.HIBERNATE_PROPERTIES_CUSTOMIZER;
import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.spring.ShardflakeAutoConfiguration;
import io.shardflake.spring.ShardflakeWorker;
import io.shardflake.spring.TestedLine;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.util.ClassUtils;

/**
 * A Spring Boot application without JPA: what the starter brings (the auto-configuration, the core and the
 * Hibernate integration, which brings no Hibernate) makes ids, leased in the application's database. Runs in its own
 * Surefire execution whose class path has no Hibernate, no JPA and no Spring ORM (see the module's pom).
 */
class WithoutHibernateTest {

    @Test
    void theClassPathHasNoHibernate() {
        ClassLoader loader = getClass().getClassLoader();
        assertThat(ClassUtils.isPresent("org.hibernate.SessionFactory", loader)).isFalse();
        assertThat(ClassUtils.isPresent("jakarta.persistence.EntityManager", loader)).isFalse();
        if (!TestedLine.isBoot3()) {
            // Boot 4's Hibernate support is a module of its own, which this execution leaves out; Boot 3's is part of
            // spring-boot-autoconfigure, always there.
            assertThat(ClassUtils.isPresent(HIBERNATE_PROPERTIES_CUSTOMIZER.className(), loader)).isFalse();
        }
        assertThat(ClassUtils.isPresent("io.shardflake.hibernate.ShardflakeSettings", loader)).isTrue();
    }

    @Test
    void aJdbcApplicationGetsAGeneratorWithALease() {
        new ApplicationContextRunner()
                .withConfiguration(TestedLine.autoConfigurations(DATA_SOURCE_AUTO_CONFIGURATION.type(),
                        ShardflakeAutoConfiguration.class))
                .withPropertyValues("spring.datasource.url=jdbc:h2:mem:without-hibernate;DB_CLOSE_DELAY=-1",
                        "shardflake.worker.hostname=no-jpa-host")
                .run(context -> {
                    assertThat(context).hasNotFailed();
                    SnowflakeGenerator generator = context.getBean(SnowflakeGenerator.class);
                    long first = generator.nextId();
                    assertThat(generator.nextId()).isGreaterThan(first);
                    assertThat(context.getBean(ShardflakeWorker.class).lease()).isPresent();
                });
    }
}
