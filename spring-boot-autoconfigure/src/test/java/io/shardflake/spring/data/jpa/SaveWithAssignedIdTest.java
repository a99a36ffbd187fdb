package io.shardflake.spring.data.jpa;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.spring.ShardflakeAutoConfiguration;
import io.shardflake.spring.data.jpa.StatementLog.Execution;
import java.util.List;
import java.util.stream.IntStream;
import javax.sql.DataSource;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.data.jpa.autoconfigure.DataJpaRepositoriesAutoConfiguration;
import org.springframework.boot.hibernate.autoconfigure.HibernateJpaAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.transaction.autoconfigure.TransactionAutoConfiguration;

/**
 * Entities whose Shardflake id is set before {@code save()}: with {@link io.shardflake.spring.data.AssignedIdPersistable}
 * (or a null {@code @Version}) Spring Data persists them, one INSERT and no SELECT, batched by
 * {@code hibernate.jdbc.batch_size}; without, it merges (a SELECT first). Counted on the statements the database
 * received (datasource-proxy).
 */
class SaveWithAssignedIdTest {

    private static final int BATCH_SIZE = 50;

    private final StatementLog log = new StatementLog();

    private ApplicationContextRunner runner(TestDatabase database) {
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

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void savingAnEntityWithAnAssignedIdIsOneInsertAndNoSelect(TestDatabase database) {
        runner(database).run(context -> {
            long id = context.getBean(SnowflakeGenerator.class).nextId(3);
            Shipment shipment = new Shipment(id, "anchor");
            ShipmentRepository shipments = context.getBean(ShipmentRepository.class);

            Shipment saved = log.during(() -> shipments.save(shipment));

            assertThat(saved).isSameAs(shipment);
            assertThat(saved.isNew()).isFalse();
            assertThat(kinds(log.last())).containsExactly("insert");
            assertThat(shipments.findById(id)).get().extracting(Shipment::getItem).isEqualTo("anchor");
        });
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void withoutPersistableTheSameSaveMergesWithASelectFirst(TestDatabase database) {
        runner(database).run(context -> {
            MergedShipment shipment = new MergedShipment(context.getBean(SnowflakeGenerator.class).nextId(3));

            MergedShipment saved = log.during(() -> context.getBean(MergedShipmentRepository.class).save(shipment));

            assertThat(saved).isNotSameAs(shipment);
            assertThat(kinds(log.last())).containsExactly("select", "insert");
        });
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void aNullVersionAlsoMakesItOneInsert(TestDatabase database) {
        runner(database).run(context -> {
            VersionedShipment shipment = new VersionedShipment(context.getBean(SnowflakeGenerator.class).nextId(3));

            assertThat(kinds(log.statementsOf(() -> context.getBean(VersionedShipmentRepository.class).save(shipment)))).containsExactly("insert");
        });
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void saveAllSendsTheInsertsInBatches(TestDatabase database) {
        runner(database).run(context -> {
            SnowflakeGenerator generator = context.getBean(SnowflakeGenerator.class);
            List<Shipment> many = IntStream.range(0, 120)
                    .mapToObj(i -> new Shipment(generator.nextId(i % 16), "item " + i)).toList();
            ShipmentRepository shipments = context.getBean(ShipmentRepository.class);

            List<Execution> executions = log.statementsOf(() -> shipments.saveAll(many));

            assertThat(executions).allSatisfy(execution -> {
                assertThat(execution.is("insert")).as(execution.sql()).isTrue();
                assertThat(execution.batch()).isTrue();
            });
            assertThat(executions).extracting(Execution::rows).containsExactly(50, 50, 20);
            assertThat(shipments.count()).isEqualTo(120);
        });
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void aLoadedEntityIsNotNewSoSavingItAgainUpdates(TestDatabase database) {
        runner(database).run(context -> {
            ShipmentRepository shipments = context.getBean(ShipmentRepository.class);
            long id = context.getBean(SnowflakeGenerator.class).nextId();
            shipments.save(new Shipment(id, "first"));

            Shipment loaded = shipments.findById(id).orElseThrow();

            assertThat(loaded.isNew()).isFalse();
            assertThat(kinds(log.statementsOf(() -> shipments.save(loaded)))).doesNotContain("insert");
        });
    }

    private static List<String> kinds(List<Execution> executions) {
        return executions.stream().map(execution -> execution.sql().stripLeading().split("\\s+")[0].toLowerCase())
                .toList();
    }
}
