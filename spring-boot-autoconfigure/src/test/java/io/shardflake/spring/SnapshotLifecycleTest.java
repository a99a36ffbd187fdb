package io.shardflake.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.worker.WorkerLeaseLostException;
import io.shardflake.worker.lease.LeaseState;
import io.shardflake.worker.lease.WorkerLease;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.assertj.AssertableApplicationContext;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * A snapshot of the JVM the Spring way: Spring's CRaC support stops the context's lifecycle beans before the checkpoint
 * and starts them after the restore. Stopped, the lease is given back and no id is made; started, it claims anew. Two
 * contexts standing for two JVMs restored from one snapshot (the same host name, the same lease asked for) come back
 * with worker ids of their own.
 */
class SnapshotLifecycleTest {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(TestedLine.autoConfigurations(ShardflakeAutoConfiguration.class))
            .withPropertyValues("shardflake.worker.hostname=snapshot-host", "shardflake.worker.strategy=lease");

    @Test
    void stoppedTheLeaseIsGivenBackAndNoIdIsMadeStartedItClaimsAnew() {
        DataSource database = H2.database("snapshot-one");
        runner.withBean(DataSource.class, () -> database).run(context -> {
            assertThat(context).hasNotFailed();
            SnowflakeGenerator generator = context.getBean(SnowflakeGenerator.class);
            WorkerLease lease = lease(context);
            String before = lease.holder().instance();
            generator.nextId();

            context.stop();
            assertThat(lease.state()).isEqualTo(LeaseState.SUSPENDED);
            assertThatThrownBy(generator::nextId).isInstanceOf(WorkerLeaseLostException.class)
                    .hasMessageContaining("snapshot");

            context.start();
            assertThat(lease.state()).isEqualTo(LeaseState.HELD);
            assertThat(lease.holder().instance()).as("a claim of its own, not the one before the snapshot")
                    .isNotEqualTo(before);
            assertThat(generator.nextId()).isPositive();
        });
    }

    @Test
    void twoContextsRestoredFromOneStateGetWorkerIdsOfTheirOwn() {
        DataSource database = H2.database("snapshot-two");
        ApplicationContextRunner onTheDatabase = runner.withBean(DataSource.class, () -> database);
        onTheDatabase.run(first -> onTheDatabase.run(second -> {
            assertThat(first).hasNotFailed();
            assertThat(second).hasNotFailed();
            first.stop();
            second.stop();

            first.start();
            second.start();

            assertThat(lease(first).workerId()).isNotEqualTo(lease(second).workerId());
            long one = first.getBean(SnowflakeGenerator.class).nextId();
            long other = second.getBean(SnowflakeGenerator.class).nextId();
            assertThat(first.getBean(SnowflakeGenerator.class).decode(one).worker())
                    .isNotEqualTo(second.getBean(SnowflakeGenerator.class).decode(other).worker());
        }));
    }

    @Test
    void theSnapshotLifecycleStopsAfterTheWebServerAndStartsBeforeIt() {
        runner.withBean(DataSource.class, () -> H2.database("snapshot-phase")).run(context -> assertThat(
                context.getBean(ShardflakeSnapshots.class).getPhase())
                .isLessThan(org.springframework.context.SmartLifecycle.DEFAULT_PHASE - 2048));
    }

    private static WorkerLease lease(AssertableApplicationContext context) {
        return context.getBean(ShardflakeWorker.class).lease().orElseThrow();
    }
}
