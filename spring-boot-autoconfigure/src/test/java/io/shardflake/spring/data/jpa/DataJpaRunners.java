package io.shardflake.spring.data.jpa;

import io.shardflake.spring.ShardflakeAutoConfiguration;
import javax.sql.DataSource;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.data.jpa.autoconfigure.DataJpaRepositoriesAutoConfiguration;
import org.springframework.boot.hibernate.autoconfigure.HibernateJpaAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.transaction.autoconfigure.TransactionAutoConfiguration;

/** A Spring Data JPA application on a fresh database whose statements a {@link StatementLog} sees. */
final class DataJpaRunners {

    static final int BATCH_SIZE = 50;

    private DataJpaRunners() {
    }

    static ApplicationContextRunner counted(TestDatabase database, StatementLog log) {
        DataSource counted = log.counting(database.fresh());
        return new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(HibernateJpaAutoConfiguration.class,
                        DataJpaRepositoriesAutoConfiguration.class, TransactionAutoConfiguration.class,
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
