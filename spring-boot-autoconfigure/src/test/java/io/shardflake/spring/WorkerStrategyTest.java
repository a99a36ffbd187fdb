package io.shardflake.spring;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.worker.HostnameHashWorkerId;
import io.shardflake.worker.WorkerIdSource;
import io.shardflake.worker.lease.WorkerLease;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

/** Each {@code shardflake.worker.strategy}, and the other {@code shardflake.worker.*} properties. */
@ExtendWith(OutputCaptureExtension.class)
class WorkerStrategyTest {

    private static final AtomicInteger TABLES = new AtomicInteger();

    private final DataSource database = H2.database("strategies");
    private final ApplicationContextRunner runner = Runners.shardflake();

    /** A context with a DataSource and a lease table of its own, so tests do not see each other's leases. */
    private ApplicationContextRunner withDatabase() {
        return runner.withBean(DataSource.class, () -> database)
                .withPropertyValues("shardflake.worker.lease.table=strategy_" + TABLES.incrementAndGet());
    }

    private static int hashOf(String host) {
        return WorkerIdSource.hostnameHash(host).claim(255).workerId();
    }

    @Test
    void property() {
        runner.withPropertyValues("shardflake.worker.strategy=property", "shardflake.worker.id=7").run(context -> {
            SnowflakeGenerator generator = context.getBean(SnowflakeGenerator.class);
            assertThat(generator.workerId()).isEqualTo(7);
            assertThat(generator.workerSource()).isEqualTo("fixed(7)");
            assertThat(context.getBean(ShardflakeWorker.class).lease()).isEmpty();
        });
    }

    @Test
    void hostnameHash() {
        runner.withPropertyValues("shardflake.worker.strategy=hostname-hash", "shardflake.worker.hostname=web-7")
                .run(context -> {
                    SnowflakeGenerator generator = context.getBean(SnowflakeGenerator.class);
                    assertThat(generator.workerId()).isEqualTo(hashOf("web-7"));
                    assertThat(generator.workerSource()).isEqualTo("hostname-hash(web-7)");
                    assertThat(generator.decode(generator.nextId()).worker()).isEqualTo(hashOf("web-7"));
                });
    }

    @Test
    void hostnameHashWithoutADatabaseWarnsWithTheChanceOfACollision(CapturedOutput output) {
        runner.withPropertyValues("shardflake.worker.strategy=hostname-hash", "shardflake.worker.cluster-size=20")
                .run(context -> assertThat(context).hasNotFailed());
        double chance = HostnameHashWorkerId.collisionProbability(20, 8);
        assertThat(output).contains("WARN").contains("hostname-hash(" + Runners.HOST + ")")
                .contains("20 instances (shardflake.worker.cluster-size) in 256 worker ids have a "
                        + String.format(java.util.Locale.ROOT, "%.1f%%", chance * 100) + " chance");
    }

    @Test
    void statefulset() {
        runner.withPropertyValues("shardflake.worker.strategy=statefulset", "shardflake.worker.hostname=orders-3")
                .run(context -> {
                    SnowflakeGenerator generator = context.getBean(SnowflakeGenerator.class);
                    assertThat(generator.workerId()).isEqualTo(3);
                    assertThat(generator.workerSource()).isEqualTo("statefulset-ordinal(orders-3)");
                });
    }

    @Test
    void ip() {
        // The result depends on this machine's addresses: either its private IPv4 address's low bits, or a
        // startup failure that says why the strategy cannot work here.
        WorkerIdSource expected;
        try {
            expected = WorkerIdSource.ipv4LowBits();
        } catch (io.shardflake.error.InvalidConfigurationException noPrivateAddress) {
            expected = null;
        }
        WorkerIdSource source = expected;
        runner.withPropertyValues("shardflake.worker.strategy=ip").run(context -> {
            if (source != null) {
                assertThat(context.getBean(SnowflakeGenerator.class).workerId()).isEqualTo(source.claim(255).workerId());
                assertThat(context.getBean(SnowflakeGenerator.class).workerSource()).startsWith("ipv4-low-bits(");
            } else {
                assertThat(StartupFailure.message(context)).startsWith("shardflake.worker.strategy = ip is not allowed")
                        .contains("site-local");
            }
        });
    }

    @Test
    void autoTakesTheWorkerIdWhenSet() {
        runner.withPropertyValues("shardflake.worker.id=12").run(context ->
                assertThat(context.getBean(SnowflakeGenerator.class).workerSource()).isEqualTo("fixed(12)"));
    }

    @Test
    void autoWithoutIdOrDatabaseHashesTheHostNameAndWarns(CapturedOutput output) {
        runner.run(context -> {
            assertThat(context.getBean(SnowflakeGenerator.class).workerSource())
                    .isEqualTo("hostname-hash(" + Runners.HOST + ")");
            assertThat(context.getBean(SnowflakeGenerator.class).workerId()).isEqualTo(hashOf(Runners.HOST));
        });
        assertThat(output).contains("10 instances (shardflake.worker.cluster-size) in 256 worker ids have a 16.")
                .contains("give the application a DataSource");
    }

    @Test
    void autoWithADatabaseLeasesAFreeWorkerId() {
        withDatabase().run(context -> {
            SnowflakeGenerator generator = context.getBean(SnowflakeGenerator.class);
            WorkerLease lease = context.getBean(ShardflakeWorker.class).lease().orElseThrow();
            assertThat(generator.workerId()).isEqualTo(lease.workerId()).isZero();
            assertThat(generator.workerSource()).matches("lease\\(strategy_\\d+, any free id\\)");
            assertThat(generator.fence()).isSameAs(lease.claim(Integer.MAX_VALUE).fence());
            assertThat(lease.holder().host()).isEqualTo(Runners.HOST);
        });
    }

    @Test
    void autoWithADatabaseRegistersTheConfiguredWorkerId() {
        withDatabase().withPropertyValues("shardflake.worker.id=7").run(context -> {
            SnowflakeGenerator generator = context.getBean(SnowflakeGenerator.class);
            assertThat(generator.workerId()).isEqualTo(7);
            assertThat(generator.workerSource()).matches("lease\\(strategy_\\d+, fixed\\(7\\)\\)");
            assertThat(generator.fence()).isNotNull();
        });
    }

    @Test
    void everyStrategyIsRegisteredWhenThereIsADatabase() {
        withDatabase().withPropertyValues("shardflake.worker.strategy=statefulset",
                "shardflake.worker.hostname=orders-4").run(context -> {
                    SnowflakeGenerator generator = context.getBean(SnowflakeGenerator.class);
                    assertThat(generator.workerId()).isEqualTo(4);
                    assertThat(generator.workerSource())
                            .matches("lease\\(strategy_\\d+, statefulset-ordinal\\(orders-4\\)\\)");
                });
    }

    @Test
    void lease() {
        withDatabase().withPropertyValues("shardflake.worker.strategy=lease").run(context -> {
            WorkerLease lease = context.getBean(ShardflakeWorker.class).lease().orElseThrow();
            assertThat(context.getBean(SnowflakeGenerator.class).workerId()).isEqualTo(lease.workerId());
            assertThat(lease.isValid()).isTrue();
        });
    }

    @Test
    void leaseTable() {
        runner.withBean(DataSource.class, () -> database).withPropertyValues("shardflake.worker.lease.table=my_leases")
                .run(context -> assertThat(context.getBean(SnowflakeGenerator.class).workerSource())
                        .isEqualTo("lease(my_leases, any free id)"));
    }

    @Test
    void leaseDuration() {
        withDatabase().withPropertyValues("shardflake.worker.lease.duration=90s").run(context -> {
            Instant validUntil = context.getBean(ShardflakeWorker.class).lease().orElseThrow().validUntil();
            assertThat(validUntil).isBetween(Instant.now().plusSeconds(80), Instant.now().plusSeconds(90));
        });
    }

    @Test
    void leaseCreateTable() {
        withDatabase().withPropertyValues("shardflake.worker.lease.initialize-schema=always").run(context ->
                assertThat(context.getBean(ShardflakeWorker.class).lease()).isPresent());
    }

    @Test
    void leaseDisabledKeepsShardflakeOutOfTheDatabase() {
        withDatabase().withPropertyValues("shardflake.worker.lease.enabled=false").run(context -> {
            assertThat(context.getBean(ShardflakeWorker.class).lease()).isEmpty();
            assertThat(context.getBean(SnowflakeGenerator.class).workerSource())
                    .isEqualTo("hostname-hash(" + Runners.HOST + ")");
        });
    }

    @Test
    void aLayoutWithoutWorkerFieldStartsWhereTheUserStatesThisInstanceAloneWritesItsShards() {
        withDatabase().withPropertyValues("shardflake.layout.preset=instagram", "shardflake.shard.single-writer=true")
                .run(context -> {
                    assertThat(context.getBean(SnowflakeGenerator.class).workerSource()).isEqualTo("fixed(0)");
                    assertThat(context.getBean(ShardflakeWorker.class).lease()).isEmpty();
                });
    }

    @Test
    void aLayoutWithoutWorkerFieldStartsWhereOnlyOneInstanceCanExist() {
        Runners.shardflake().withPropertyValues("shardflake.layout.preset=icicle", "shardflake.worker.cluster-size=1")
                .run(context ->
                assertThat(context.getBean(SnowflakeGenerator.class).workerSource()).isEqualTo("fixed(0)"));
    }

    @Test
    void twoInstancesOfALayoutWithoutWorkerFieldOnOneDatabaseNoLongerStartToRepeatEachOthersIds() {
        // Before: both started with worker 0 and made 1,000 of 1,000 identical ids for shard 5 in one millisecond.
        withDatabase().withPropertyValues("shardflake.layout.preset=instagram").run(first ->
                withDatabase().withPropertyValues("shardflake.layout.preset=instagram").run(second -> {
                    assertThat(first).hasFailed();
                    assertThat(second).hasFailed();
                    assertThat(StartupFailure.of(second)).hasMessageContaining("shardflake.shard.single-writer=true");
                }));
    }

    @Test
    void theLeaseRenewsItselfWhileTheApplicationRuns() {
        // Polls to a deadline instead of sleeping a fixed time: the renewals come when the heartbeat thread runs,
        // which a loaded machine may delay. A 2 s lease (a beat every 667 ms) stays valid through such delays.
        withDatabase().withPropertyValues("shardflake.worker.lease.duration=2s", "shardflake.clock.max-wait=100ms")
                .run(context -> {
            WorkerLease lease = context.getBean(ShardflakeWorker.class).lease().orElseThrow();
            Instant firstDeadline = lease.validUntil();
            long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
            while (lease.renewals() < 1 && System.nanoTime() < deadline) {
                Thread.sleep(10);
            }
            assertThat(lease.renewals()).as("renewals within 30 s").isPositive();
            assertThat(lease.validUntil()).isAfter(firstDeadline);
            assertThat(lease.isValid()).isTrue();
            context.getBean(SnowflakeGenerator.class).nextId();
        });
    }
}
