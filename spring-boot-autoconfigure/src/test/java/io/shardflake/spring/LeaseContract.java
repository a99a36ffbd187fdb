package io.shardflake.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ManualClock;
import io.shardflake.clock.WallClock;
import io.shardflake.worker.WorkerIdSource;
import io.shardflake.worker.WorkerLeaseLostException;
import io.shardflake.worker.lease.LeaseConflictException;
import io.shardflake.worker.lease.WorkerLease;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * The worker id lease through the starter, against a real database: each test is one or more application instances
 * (contexts) sharing the database, each test with a lease table of its own.
 */
abstract class LeaseContract {

    private static final AtomicInteger TABLES = new AtomicInteger();

    /** @return the database every instance of a test uses */
    protected abstract DataSource database();

    private String freshTable() {
        return "lease_" + getClass().getSimpleName().toLowerCase() + "_" + TABLES.incrementAndGet();
    }

    /** One application instance on host {@code host}. */
    private ApplicationContextRunner instance(String host, String table) {
        return new ApplicationContextRunner()
                .withConfiguration(TestedLine.autoConfigurations(ShardflakeAutoConfiguration.class))
                .withBean(DataSource.class, this::database)
                .withPropertyValues("shardflake.worker.hostname=" + host, "shardflake.worker.lease.table=" + table,
                        // Embedded PostgreSQL is a server to Spring Boot, not an in-memory database.
                        "shardflake.worker.lease.initialize-schema=always");
    }

    @Test
    void twoInstancesOnOneDatabaseGetDifferentWorkerIds() {
        String table = freshTable();
        instance("web-1", table).run(first -> instance("web-2", table).run(second -> {
            SnowflakeGenerator one = first.getBean(SnowflakeGenerator.class);
            SnowflakeGenerator two = second.getBean(SnowflakeGenerator.class);
            assertThat(one.workerId()).isNotEqualTo(two.workerId());
            assertThat(one.decode(one.nextId()).worker()).isEqualTo(one.workerId());
            assertThat(two.decode(two.nextId()).worker()).isEqualTo(two.workerId());
            assertThat(one.fence()).isNotNull();
            assertThat(two.fence()).isNotNull();
        }));
    }

    @Test
    void twoHostsWhoseNamesHashAlikeCannotBothStart() {
        String[] hosts = collidingHostNames();
        int workerId = WorkerIdSource.hostnameHash(hosts[0]).claim(255).workerId();
        String table = freshTable();
        instance(hosts[0], table).withPropertyValues("shardflake.worker.strategy=hostname-hash").run(first -> {
            assertThat(first.getBean(SnowflakeGenerator.class).workerId()).isEqualTo(workerId);
            instance(hosts[1], table).withPropertyValues("shardflake.worker.strategy=hostname-hash").run(second -> {
                LeaseConflictException conflict = (LeaseConflictException) StartupFailure.of(second);
                assertThat(conflict.getMessage()).startsWith("worker id " + workerId + " is held by host " + hosts[0])
                        .contains("this host " + hosts[1])
                        .contains("also derived " + workerId + " from hostname-hash(" + hosts[1] + ")");
                FailureAnalysis analysis = new LeaseConflictFailureAnalyzer().analyze(second.getStartupFailure());
                assertThat(analysis.getDescription()).contains("worker id " + workerId)
                        .contains("host " + hosts[0]).contains("host " + hosts[1]);
                assertThat(analysis.getAction()).contains("shardflake.worker.id");
                SpringWords.vocabulary().check(analysis.getDescription() + "\n" + analysis.getAction());
            });
        });
    }

    @Test
    void closingTheApplicationGivesTheLeaseBack() {
        String table = freshTable();
        int[] leased = new int[1];
        instance("web-1", table).run(first -> {
            leased[0] = first.getBean(SnowflakeGenerator.class).workerId();
            instance("web-2", table).withPropertyValues("shardflake.worker.id=" + leased[0]).run(second ->
                    assertThat(StartupFailure.of(second)).isInstanceOf(LeaseConflictException.class));
        });
        instance("web-2", table).withPropertyValues("shardflake.worker.id=" + leased[0]).run(second -> {
            assertThat(second).hasNotFailed();
            assertThat(second.getBean(SnowflakeGenerator.class).workerId()).isEqualTo(leased[0]);
        });
        instance("web-3", table).run(third ->
                assertThat(third.getBean(SnowflakeGenerator.class).workerId()).isEqualTo(leased[0]));
    }

    @Test
    void aGeneratorWhoseLeaseIsClosedMakesNoMoreIds() {
        instance("web-1", freshTable()).run(context -> {
            SnowflakeGenerator generator = context.getBean(SnowflakeGenerator.class);
            generator.nextId();
            context.getBean(ShardflakeWorker.class).close();
            assertThatThrownBy(generator::nextId).isInstanceOf(WorkerLeaseLostException.class)
                    .hasMessageContaining("the lease was closed");
        });
    }

    @Test
    void theLeaseAndTheGeneratorReadOneWallClock() {
        ManualClock clock = ManualClock.at(Instant.parse("2030-01-01T00:00:00Z"));
        instance("web-1", freshTable()).withBean(WallClock.class, () -> clock)
                .withPropertyValues("shardflake.worker.lease.duration=20s").run(context -> {
                    SnowflakeGenerator generator = context.getBean(SnowflakeGenerator.class);
                    WorkerLease lease = context.getBean(ShardflakeWorker.class).lease().orElseThrow();
                    assertThat(generator.wallClock()).isSameAs(clock);
                    // Deadline and reservation are in the generator's time: its clock + 20 s (+ 100 ms of lead).
                    assertThat(lease.validUntil()).isEqualTo(Instant.parse("2030-01-01T00:00:20Z"));
                    assertThat(lease.reservedUntil()).isEqualTo(Instant.parse("2030-01-01T00:00:20.100Z"));
                    assertThat(generator.decode(generator.nextId()).timestamp())
                            .isEqualTo(Instant.parse("2030-01-01T00:00:00Z"));
                });
    }

    /** Two host names whose hashes give the same 8-bit worker id: found by trying names until two collide. */
    static String[] collidingHostNames() {
        Map<Integer, String> seen = new HashMap<>();
        for (int i = 0; ; i++) {
            String host = "node-" + i;
            String earlier = seen.putIfAbsent(WorkerIdSource.hostnameHash(host).claim(255).workerId(), host);
            if (earlier != null) {
                return new String[] {earlier, host};
            }
        }
    }
}
