package io.shardflake.spring;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.IdLayout;
import io.shardflake.LayoutPreset;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ClockPolicy;
import io.shardflake.clock.ManualClock;
import io.shardflake.clock.WallClock;
import io.shardflake.shard.ShardFunction;
import io.shardflake.uuid.UuidV7Generator;
import io.shardflake.worker.WorkerIdSource;
import io.shardflake.worker.lease.JdbcWorkerLease;
import io.shardflake.worker.lease.WorkerLease;
import java.time.Duration;
import java.time.Instant;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** The application's own beans win over those built from properties. */
class UserBeansTest {

    private final ApplicationContextRunner runner = Runners.shardflake();

    @Test
    void theApplicationsGeneratorWins() {
        SnowflakeGenerator own = SnowflakeGenerator.builder(LayoutPreset.TWITTER.layout()).workerId(99).build();
        runner.withBean(SnowflakeGenerator.class, () -> own).withPropertyValues("shardflake.worker.id=5")
                .run(context -> {
                    assertThat(context).getBean(SnowflakeGenerator.class).isSameAs(own);
                    // No worker id is chosen, leased or registered for a generator the application made itself.
                    assertThat(context).doesNotHaveBean(ShardflakeWorker.class);
                });
    }

    @Test
    void theApplicationsLayoutWins() {
        IdLayout own = IdLayout.builder().time(42).worker(6).sequence(15).build();
        runner.withBean(IdLayout.class, () -> own).withPropertyValues("shardflake.layout.preset=twitter",
                "shardflake.worker.id=63").run(context -> {
                    assertThat(context.getBean(SnowflakeGenerator.class).layout()).isSameAs(own);
                    assertThat(context.getBean(SnowflakeGenerator.class).workerId()).isEqualTo(63);
                });
    }

    @Test
    void theApplicationsClockPolicyWins() {
        ClockPolicy own = ClockPolicy.classic();
        runner.withBean(ClockPolicy.class, () -> own).withPropertyValues("shardflake.clock.max-lead=1s")
                .run(context -> assertThat(context.getBean(SnowflakeGenerator.class).clockPolicy()).isSameAs(own));
    }

    @Test
    void theApplicationsWorkerIdSourceWins() {
        WorkerIdSource own = WorkerIdSource.statefulSetOrdinal("ledger-17");
        runner.withBean(WorkerIdSource.class, () -> own).withPropertyValues("shardflake.worker.strategy=hostname-hash")
                .run(context -> {
                    assertThat(context.getBean(SnowflakeGenerator.class).workerId()).isEqualTo(17);
                    assertThat(context.getBean(ShardflakeWorker.class).source()).isSameAs(own);
                });
    }

    @Test
    void theApplicationsWorkerIdSourceIsRegisteredWhenThereIsADatabase() {
        WorkerIdSource own = WorkerIdSource.fixed(21);
        runner.withBean(WorkerIdSource.class, () -> own).withBean(DataSource.class, () -> H2.database("user-beans"))
                .withPropertyValues("shardflake.worker.lease.table=user_source").run(context -> {
                    SnowflakeGenerator generator = context.getBean(SnowflakeGenerator.class);
                    assertThat(generator.workerId()).isEqualTo(21);
                    assertThat(generator.workerSource()).isEqualTo("lease(user_source, fixed(21))");
                });
    }

    @Test
    void theApplicationsOwnLeaseIsUsedAsItIsAndNotClosedByTheStarter() {
        DataSource database = H2.database("user-beans");
        IdLayout layout = LayoutPreset.SHARDFLAKE.layout();
        WorkerLease own = JdbcWorkerLease.builder(database).table("user_lease").layout(layout).build().claimAny();
        try {
            runner.withBean(WorkerIdSource.class, () -> own).withBean(DataSource.class, () -> database)
                    .run(context -> {
                        SnowflakeGenerator generator = context.getBean(SnowflakeGenerator.class);
                        assertThat(generator.workerId()).isEqualTo(own.workerId());
                        assertThat(generator.fence()).isSameAs(own.claim(Integer.MAX_VALUE).fence());
                        context.getBean(ShardflakeWorker.class).close();
                        assertThat(own.isValid()).isTrue();
                    });
            // The application's bean is closed by its own lifecycle, as every AutoCloseable bean is.
            assertThat(own.isValid()).isFalse();
        } finally {
            own.close();
        }
    }

    @Test
    void theApplicationsWallClockIsGivenToTheGenerators() {
        ManualClock own = ManualClock.at(Instant.parse("2030-06-01T00:00:00Z"));
        runner.withBean(WallClock.class, () -> own).withPropertyValues("shardflake.worker.id=1").run(context -> {
            SnowflakeGenerator generator = context.getBean(SnowflakeGenerator.class);
            assertThat(generator.wallClock()).isSameAs(own);
            assertThat(generator.decode(generator.nextId()).timestamp()).isEqualTo(Instant.parse("2030-06-01T00:00:00Z"));
            assertThat(context.getBean(UuidV7Generator.class).wallClock()).isSameAs(own);
            own.advance(Duration.ofMillis(5));
        });
    }

    @Test
    void theApplicationsShardFunctionAndUuidGeneratorWin() {
        ShardFunction own = ShardFunction.hashing(3);
        UuidV7Generator uuids = UuidV7Generator.builder().build();
        runner.withBean(ShardFunction.class, () -> own).withBean(UuidV7Generator.class, () -> uuids)
                .withPropertyValues("shardflake.shard.count=7").run(context -> {
                    assertThat(context.getBean(ShardFunction.class)).isSameAs(own);
                    assertThat(context.getBean(UuidV7Generator.class)).isSameAs(uuids);
                });
    }
}
