package io.shardflake.spring.nojdbc;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.spring.ShardflakeAutoConfiguration;
import io.shardflake.spring.TestedLine;
import javax.sql.DataSource;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.util.ClassUtils;

/**
 * A Spring Boot 4 application without Spring Boot's JDBC modules ({@code spring-boot-jdbc}, {@code spring-boot-sql}),
 * which Shardflake leaves to the application: it makes ids, and a DataSource of its own making, which the lease
 * cannot use without them, stops the startup saying what to add. Runs in its own Surefire execution whose class path
 * lacks those modules (see the module's pom).
 */
class WithoutJdbcTest {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(TestedLine.autoConfigurations(ShardflakeAutoConfiguration.class));

    @Test
    void theClassPathHasNoBootJdbc() {
        ClassLoader loader = getClass().getClassLoader();
        assertThat(ClassUtils.isPresent("org.springframework.boot.jdbc.DataSourceBuilder", loader)).isFalse();
        assertThat(ClassUtils.isPresent(
                "org.springframework.boot.sql.init.dependency.DatabaseInitializationDependencyConfigurer", loader))
                .isFalse();
    }

    @Test
    void anApplicationWithoutADataSourceMakesIds() {
        runner.withPropertyValues("shardflake.worker.id=5").run(context -> {
            assertThat(context).hasNotFailed();
            SnowflakeGenerator generator = context.getBean(SnowflakeGenerator.class);
            assertThat(generator.decode(generator.nextId()).worker()).isEqualTo(5);
        });
    }

    @Test
    void aDataSourceOfItsOwnNeedsBootJdbcForTheLease() {
        runner.withBean(DataSource.class, WithoutJdbcTest::h2).run(context -> assertThat(context).getFailure()
                .rootCause().hasMessageContaining("add org.springframework.boot:spring-boot-jdbc")
                .hasMessageContaining("shardflake.worker.lease.enabled=false"));
    }

    private static DataSource h2() {
        JdbcDataSource h2 = new JdbcDataSource();
        h2.setURL("jdbc:h2:mem:without-jdbc;DB_CLOSE_DELAY=-1");
        return h2;
    }
}
