package io.shardflake.spring;

import io.shardflake.spring.actuator.ShardflakeActuatorAutoConfiguration;
import io.shardflake.spring.health.ShardflakeHealthAutoConfiguration;
import io.shardflake.spring.jackson.ShardflakeJacksonAutoConfiguration;
import io.shardflake.spring.metrics.ShardflakeMetricsAutoConfiguration;
import io.shardflake.spring.publicid.ShardflakePublicIdAutoConfiguration;
import javax.sql.DataSource;
import org.h2.jdbcx.JdbcDataSource;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** Context runners for the actuator, health, metrics and Jackson auto-configurations. */
public final class ActuatorRunners {

    private ActuatorRunners() {
    }

    /**
     * @return Shardflake's auto-configurations (core, actuator, health, metrics, Jackson, public ids) with a fixed
     *     worker id,
     *     no DataSource, and the endpoint exposed over the web
     */
    public static ApplicationContextRunner shardflake() {
        return new ApplicationContextRunner()
                .withConfiguration(TestedLine.autoConfigurations(ShardflakeAutoConfiguration.class,
                        ShardflakeActuatorAutoConfiguration.class, ShardflakeHealthAutoConfiguration.class,
                        ShardflakeMetricsAutoConfiguration.class, ShardflakeJacksonAutoConfiguration.class,
                        ShardflakePublicIdAutoConfiguration.class))
                .withPropertyValues("shardflake.worker.hostname=obs-test-host", "shardflake.worker.id=7",
                        "management.endpoints.web.exposure.include=shardflake");
    }

    /**
     * @param name the database's name: the same name is the same in-memory database, for the JVM's life
     * @return an H2 DataSource, so that the worker id is leased
     */
    public static DataSource h2(String name) {
        JdbcDataSource dataSource = new JdbcDataSource();
        dataSource.setURL("jdbc:h2:mem:" + name + ";DB_CLOSE_DELAY=-1");
        dataSource.setUser("sa");
        return dataSource;
    }
}
