package io.shardflake.spring.data.jpa;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.spring.data.jpa.StatementLog.Execution;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * Entities whose Shardflake id is set before {@code save()}: with
 * {@link io.shardflake.spring.data.AssignedIdPersistable} (or a null {@code @Version}) Spring Data persists them, one
 * INSERT and no SELECT, batched by {@code hibernate.jdbc.batch_size}; without, it merges (a SELECT first). Counted on
 * the statements the database received (datasource-proxy).
 */
class SaveWithAssignedIdTest {

    private final StatementLog log = new StatementLog();

    private ApplicationContextRunner runner(TestDatabase database) {
        return DataJpaRunners.counted(database, log);
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
            VersionedShipmentRepository shipments = context.getBean(VersionedShipmentRepository.class);

            assertThat(kinds(log.statementsOf(() -> shipments.save(shipment)))).containsExactly("insert");
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
                assertThat(execution.verb()).as(execution.sql()).isEqualTo("insert");
                assertThat(execution.batch()).isTrue();
            });
            assertThat(executions).extracting(Execution::rows)
                    .containsExactly(DataJpaRunners.BATCH_SIZE, DataJpaRunners.BATCH_SIZE, 20);
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
        return executions.stream().map(Execution::verb).toList();
    }
}
