package io.shardflake.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.QuarkusUnitTest;
import io.shardflake.IdField;
import io.shardflake.quarkus.ShardflakeDevUiService;
import io.shardflake.quarkus.ShardflakeGenerators;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A worker id and strategy given at run time (to the packaged jar) are the ones used. */
class RunTimeWorkerIdTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = TestApp.onH2("run-time-worker-id")
            .overrideRuntimeConfigKey("quarkus.shardflake.worker.strategy", "property")
            .overrideRuntimeConfigKey("quarkus.shardflake.worker.id", "9");

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

        // What the Dev UI card shows and decodes.
        ShardflakeDevUiService devUi = new ShardflakeDevUiService(generators);
        assertThat(devUi.generators().get(ShardflakeGenerators.DEFAULT_UNIT))
                .containsEntry("workerId", 9).containsEntry("leaseState", "HELD");
        assertThat(devUi.decode(ShardflakeGenerators.DEFAULT_UNIT, ticket.id.toString()))
                .containsEntry("worker", 9).containsEntry("id", ticket.id.toString());
        assertThat(devUi.decode(ShardflakeGenerators.DEFAULT_UNIT, "not an id")).containsKey("error");
    }
}
