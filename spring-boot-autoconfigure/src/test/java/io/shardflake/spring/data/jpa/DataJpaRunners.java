package io.shardflake.spring.data.jpa;

import static io.shardflake.spring.BootClass.DATA_JPA_REPOSITORIES_AUTO_CONFIGURATION;
import static io.shardflake.spring.BootClass.HIBERNATE_JPA_AUTO_CONFIGURATION;
import static io.shardflake.spring.BootClass.TRANSACTION_AUTO_CONFIGURATION;

import io.shardflake.spring.ShardflakeAutoConfiguration;
import io.shardflake.spring.TestedLine;
import javax.sql.DataSource;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** A Spring Data JPA application on a fresh database whose statements a {@link StatementLog} sees. */
final class DataJpaRunners {

    static final int BATCH_SIZE = 50;

    private DataJpaRunners() {
    }

    static ApplicationContextRunner counted(TestDatabase database, StatementLog log) {
        DataSource counted = log.counting(database.fresh());
        return new ApplicationContextRunner()
                .withConfiguration(TestedLine.autoConfigurations(HIBERNATE_JPA_AUTO_CONFIGURATION.type(),
                        DATA_JPA_REPOSITORIES_AUTO_CONFIGURATION.type(), TRANSACTION_AUTO_CONFIGURATION.type(),
                        ShardflakeAutoConfiguration.class))
                .withUserConfiguration(DataJpaApplication.class)
                .withBean(DataSource.class, () -> counted)
                .withPropertyValues("spring.jpa.hibernate.ddl-auto=create-drop",
                        "spring.jpa.properties.hibernate.jdbc.batch_size=" + BATCH_SIZE, "shardflake.worker.id=7",
                        // The lease renews through the counted pool (its dedicated connection could not be derived
                        // from a proxy); its statements run on other threads and are not counted.
                        "shardflake.worker.lease.connection=pool", "shardflake.worker.lease.initialize-schema=always");
    }
}
