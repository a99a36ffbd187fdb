package io.shardflake.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.QuarkusUnitTest;
import io.shardflake.IdField;
import io.shardflake.quarkus.ShardflakeDevUiService;
import io.shardflake.quarkus.ShardflakeGenerators;
import io.shardflake.worker.lease.WorkerLease;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A worker id and strategy given at run time (to the packaged jar) are the ones used, registered in the lease table,
 * and the registration is given back when the application stops.
 */
class RunTimeWorkerIdTest {

    /** Where the test hands the lease to the check after the stop, which runs outside the application's class loader. */
    private static final String LEASE = RunTimeWorkerIdTest.class.getName() + ".lease";

    @RegisterExtension
    static final QuarkusUnitTest APP = TestApp.onH2("run-time-worker-id")
            .overrideRuntimeConfigKey("quarkus.shardflake.worker.strategy", "property")
            .overrideRuntimeConfigKey("quarkus.shardflake.worker.id", "9")
            .withApplicationRoot(jar -> jar.addClasses(Ticket.class, NamedTicket.class, TestApp.class))
            // Hibernate's duplicate generator name warning (HHH160101) would say the names were registered twice.
            .setLogRecordPredicate(record -> record.getMessage() != null && record.getMessage().contains("HHH160101"))
            .assertLogRecords(records -> assertThat(records).isEmpty())
            // The application has stopped: the registration was given back, not left to expire.
            .setAfterAllCustomizer(() -> assertThat(stateOf(System.getProperties().remove(LEASE))).isEqualTo("CLOSED"));

    @Inject
    EntityManager entities;

    @Inject
    ShardflakeGenerators generators;

    @Test
    void theIdsCarryTheWorkerIdGivenAtRunTime() {
        Ticket ticket = new Ticket("nine");
        QuarkusTransaction.requiringNew().run(() -> entities.persist(ticket));

        assertThat(generators.generator().orElseThrow().layout().extract(IdField.WORKER, ticket.id)).isEqualTo(9);
        // Registered in the lease table, so a second instance given 9 too would be refused.
        assertThat(generators.generator().orElseThrow().workerSource())
                .isEqualTo("lease(shardflake_worker_lease, fixed(9))");

        // A generator name works without quarkus.hibernate-orm.mapping-files.
        NamedTicket named = new NamedTicket();
        QuarkusTransaction.requiringNew().run(() -> entities.persist(named));
        assertThat(generators.generator().orElseThrow().layout().extract(IdField.WORKER, named.id)).isEqualTo(9);

        System.getProperties().put(LEASE, generators.lease(ShardflakeGenerators.DEFAULT_UNIT).orElseThrow());

        // What the Dev UI card shows and decodes.
        ShardflakeDevUiService devUi = new ShardflakeDevUiService(generators);
        assertThat(devUi.generators().get(ShardflakeGenerators.DEFAULT_UNIT))
                .containsEntry("workerId", 9).containsEntry("leaseState", "HELD");
        assertThat(devUi.decode(ShardflakeGenerators.DEFAULT_UNIT, ticket.id.toString()))
                .containsEntry("worker", 9).containsEntry("id", ticket.id.toString());
        assertThat(devUi.decode(ShardflakeGenerators.DEFAULT_UNIT, "not an id")).containsKey("error");
    }

    private static String stateOf(Object lease) {
        try {
            Class<?> type = lease.getClass().getClassLoader().loadClass(WorkerLease.class.getName());
            return type.getMethod("state").invoke(lease).toString();
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }
}
