package io.shardflake.spring.nohibernate;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.spring.ShardflakeAutoConfiguration;
import io.shardflake.spring.ShardflakeWorker;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration;
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
        assertThat(ClassUtils.isPresent("org.springframework.boot.hibernate.autoconfigure.HibernatePropertiesCustomizer",
                loader)).isFalse();
        assertThat(ClassUtils.isPresent("io.shardflake.hibernate.ShardflakeSettings", loader)).isTrue();
    }

    @Test
    void aJdbcApplicationGetsAGeneratorWithALease() {
        new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(DataSourceAutoConfiguration.class,
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
