package io.shardflake.spring.jpa;

import static io.shardflake.spring.BootClass.DATA_JPA_REPOSITORIES_AUTO_CONFIGURATION;
import static io.shardflake.spring.BootClass.DATA_SOURCE_AUTO_CONFIGURATION;
import static io.shardflake.spring.BootClass.HIBERNATE_JPA_AUTO_CONFIGURATION;
import static io.shardflake.spring.BootClass.TRANSACTION_AUTO_CONFIGURATION;
import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.config.Setting;
import io.shardflake.hibernate.ShardflakeSettings;
import io.shardflake.spring.ShardflakeAutoConfiguration;
import io.shardflake.spring.TestedLine;
import io.shardflake.uuid.UuidV7Generator;
import jakarta.persistence.EntityManagerFactory;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * Entities saved through Spring Data repositories get their ids from the generators Spring configured: the worker id
 * set in Spring's properties is in every id, which a generator Hibernate built for itself could not know.
 */
class SpringDataIdTest {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(TestedLine.autoConfigurations(DATA_SOURCE_AUTO_CONFIGURATION.type(),
                    HIBERNATE_JPA_AUTO_CONFIGURATION.type(), DATA_JPA_REPOSITORIES_AUTO_CONFIGURATION.type(),
                    TRANSACTION_AUTO_CONFIGURATION.type(), ShardflakeAutoConfiguration.class))
            .withUserConfiguration(JpaApplication.class)
            .withPropertyValues("spring.datasource.url=jdbc:h2:mem:spring-data;DB_CLOSE_DELAY=-1",
                    "spring.jpa.hibernate.ddl-auto=create-drop", "shardflake.worker.id=42",
                    "shardflake.worker.hostname=jpa-host", "shardflake.shard.default=5");

    @Test
    void aSavedEntityGetsItsIdFromTheSpringConfiguredGenerator() {
        runner.run(context -> {
            SnowflakeGenerator generator = context.getBean(SnowflakeGenerator.class);
            Ticket saved = context.getBean(TicketRepository.class).save(new Ticket("first"));
            long id = saved.getId();
            assertThat(generator.decode(id).worker()).isEqualTo(42);
            assertThat(generator.decode(id).shard()).isEqualTo(5);
            // The same generator: its next id follows the entity's.
            assertThat(generator.nextId()).isGreaterThan(id);
            assertThat(context.getBean(TicketRepository.class).findById(id)).get()
                    .extracting(Ticket::getTitle).isEqualTo("first");
        });
    }

    @Test
    void hibernateHoldsTheSameGeneratorObjects() {
        runner.run(context -> {
            var settings = context.getBean(EntityManagerFactory.class).getProperties();
            assertThat(settings.get(ShardflakeSettings.GENERATOR)).isSameAs(context.getBean(SnowflakeGenerator.class));
            assertThat(settings.get(ShardflakeSettings.GENERATOR_UUID_V7))
                    .isSameAs(context.getBean(UuidV7Generator.class));
            assertThat(settings.get(Setting.SHARD_COUNT.key())).isEqualTo(16);
        });
    }

    @Test
    void aUuidIdComesFromTheSpringConfiguredUuidGenerator() {
        runner.run(context -> {
            UuidV7Generator uuids = context.getBean(UuidV7Generator.class);
            long before = uuids.statistics().issued();
            Attachment saved = context.getBean(AttachmentRepository.class).save(new Attachment("a.pdf"));
            assertThat(saved.getId().version()).isEqualTo(7);
            assertThat(uuids.statistics().issued()).isEqualTo(before + 1);
        });
    }

    @Test
    void theConfiguredWorkerIdIsRegisteredInTheApplicationsDatabase() {
        runner.run(context -> assertThat(context.getBean(SnowflakeGenerator.class).workerSource())
                .isEqualTo("lease(shardflake_worker_lease, fixed(42))"));
    }

    @Test
    void aClosedApplicationGivesItsWorkerIdBackBeforeItsConnectionPoolCloses() {
        // Worker id 42 stays registered for 30 s unless the lease is released at shutdown, through the pool.
        runner.run(first -> assertThat(first).hasNotFailed());
        runner.run(second -> assertThat(second.getBean(SnowflakeGenerator.class).workerId()).isEqualTo(42));
    }
}
