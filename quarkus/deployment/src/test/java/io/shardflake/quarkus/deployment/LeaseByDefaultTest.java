package io.shardflake.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.QuarkusUnitTest;
import io.shardflake.IdField;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.quarkus.ShardflakeGenerators;
import io.shardflake.worker.lease.LeaseState;
import io.shardflake.worker.lease.WorkerLease;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Without any quarkus.shardflake.* setting, the worker id is leased in the persistence unit's datasource. */
class LeaseByDefaultTest {

    /** Where the test hands the lease to the check after the stop, which runs outside the application's class loader. */
    private static final String LEASE = LeaseByDefaultTest.class.getName() + ".lease";

    @RegisterExtension
    static final QuarkusUnitTest APP = TestApp.onH2("lease-by-default")
            .setLogRecordPredicate(record -> record.getMessage() != null
                    && record.getMessage().contains("Installed features"))
            .assertLogRecords(records -> assertThat(records).anySatisfy(record ->
                    assertThat(record.getParameters()).anySatisfy(features ->
                            assertThat(features.toString()).contains("shardflake"))))
            // The application has stopped: the lease was given back, not left to expire.
            .setAfterAllCustomizer(() -> assertThat(stateOf(System.getProperties().remove(LEASE))).isEqualTo("CLOSED"));

    @Inject
    EntityManager entities;

    @Inject
    ShardflakeGenerators generators;

    @Test
    void anEntityGetsAnIdOfTheLeasedWorker() {
        Ticket ticket = new Ticket("first");
        QuarkusTransaction.requiringNew().run(() -> entities.persist(ticket));

        SnowflakeGenerator generator = generators.generator().orElseThrow();
        WorkerLease lease = generators.lease(ShardflakeGenerators.DEFAULT_UNIT).orElseThrow();
        System.getProperties().put(LEASE, lease);
        assertThat(generator.workerSource()).startsWith("lease(shardflake_worker_lease, ");
        assertThat(lease.state()).isEqualTo(LeaseState.HELD);
        assertThat(generator.layout().extract(IdField.WORKER, ticket.id)).isEqualTo(lease.workerId());
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
