package io.shardflake.spring;

import static io.shardflake.spring.BootClass.METRICS_AUTO_CONFIGURATION;
import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.shardflake.IdField;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ManualClock;
import io.shardflake.clock.WallClock;
import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.publicid.PublicIds;
import io.shardflake.spring.actuator.DecodedIdDescriptor;
import io.shardflake.spring.actuator.IdOriginDescriptor;
import io.shardflake.spring.actuator.ShardflakeEndpoint;
import io.shardflake.spring.actuator.TenureDescriptor;
import io.shardflake.spring.publicid.TestRings;
import io.shardflake.worker.lease.ScheduledLeaseAudit;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.assertj.AssertableApplicationContext;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * The lease's history in the application: the {@code shardflake} endpoint names who made an id, and the scheduled
 * audit finds two holders of one worker id whose ids may carry the same time, shown by the meter
 * {@code shardflake.lease.audit.overlaps} and the health component's {@code leaseAudit} detail. The collision is made
 * for real: the lease table restored to a dump taken before the first instance started, on a lease told its database
 * never loses writes ({@code lost-writes=impossible}), so a second instance takes the first one's worker id and, on
 * the same scripted clock, makes the first one's id again.
 */
class LeaseAuditTest {

    private static final Instant START = Instant.parse("2030-01-02T03:04:05Z");
    private static final Duration PATIENCE = Duration.ofSeconds(10);

    private final ApplicationContextRunner runner = ActuatorRunners.shardflake()
            .withConfiguration(AutoConfigurations.of(METRICS_AUTO_CONFIGURATION.type()))
            .withBean(SimpleMeterRegistry.class)
            .withPropertyValues("shardflake.worker.lease.lost-writes=impossible",
                    "shardflake.worker.lease.audit.interval=100ms");

    @Test
    void aLeaseTableRestoredWithoutDetectionIsACollisionTheAuditAndTheEndpointName() throws Exception {
        DataSource database = ActuatorRunners.h2("audit-restored");
        ManualClock clock = ManualClock.at(START);
        // A lease of a day: no heartbeat (every 8 h) comes between the restore and the second instance's claim.
        ApplicationContextRunner instances = runner.withBean(DataSource.class, () -> database)
                .withBean(WallClock.class, () -> clock).withPropertyValues("shardflake.worker.lease.duration=1d",
                        "shardflake.public-id.keys=" + TestRings.BEFORE, "shardflake.actuator.decode-public-ids=true",
                        "spring.application.name=shop");
        instances.run(first -> {
            long id = first.getBean(SnowflakeGenerator.class).nextId();
            ScheduledLeaseAudit audit = first.getBean(ScheduledLeaseAudit.class);
            Awaiting.until(PATIENCE, "the first audit", () -> audit.findings().auditedAt() != null);
            assertThat(audit.findings().overlaps()).isEmpty();
            assertThat(overlapsMeter(first)).isZero();
            assertThat(leaseAudit(first)).containsEntry("overlaps", 0).doesNotContainKey("overlapping");
            IdOriginDescriptor origin = origin(first, id);
            assertThat(origin.collision()).isFalse();
            assertThat(origin.verdict()).startsWith("made by the one holder of worker id 7");
            assertThat(origin.tenures()).extracting(TenureDescriptor::instance).containsExactly(instance(first));
            assertThat(origin.tenures()).extracting(TenureDescriptor::application).containsExactly("shop");
            long workerEight = first.getBean(SnowflakeGenerator.class).layout().with(id, IdField.WORKER, 8);
            assertThat(origin(first, workerEight).verdict()).startsWith("made outside the lease");

            // The dump taken before the first instance started: no row, worker id 7 looks free.
            execute(database, "DELETE FROM shardflake_worker_lease");
            instances.run(second -> {
                assertThat(second.getBean(SnowflakeGenerator.class).nextId()).as("the same id, made twice")
                        .isEqualTo(id);
                Awaiting.until(PATIENCE, "the second instance's audit finds the overlap",
                        () -> overlapsMeter(second) == 1);
                HealthReading health = HealthReading.of(second);
                assertThat(health.status()).as("ids made in the past: a warning").isEqualTo("UP");
                assertThat(health.details().get("warnings")).asString()
                        .contains("the lease's history shows 1 pair(s) of holders of one worker id");
                assertThat(leaseAudit(second)).containsEntry("overlaps", 1);
                assertThat(leaseAudit(second).get("overlapping")).asString().contains(instance(first))
                        .contains(instance(second));

                IdOriginDescriptor collision = origin(second, id);
                assertThat(collision.collision()).isTrue();
                assertThat(collision.verdict()).startsWith("COLLISION: 2 holders of worker id 7");
                assertThat(collision.tenures()).extracting(TenureDescriptor::instance)
                        .containsExactlyInAnyOrder(instance(first), instance(second));
                String publicId = second.getBean(PublicIds.class).ids("ord").mask(id);
                assertThat(second.getBean(ShardflakeEndpoint.class).decode(publicId, "public").origin())
                        .as("the public id's answer is its id's").isEqualTo(collision);
            });
        });
    }

    @Test
    void noAuditWithTheIntervalZeroOrWithoutAHistory() {
        runner.withBean(DataSource.class, () -> ActuatorRunners.h2("audit-off"))
                .withPropertyValues("shardflake.worker.lease.audit.interval=0").run(context -> {
                    assertThat(context.getBean(ScheduledLeaseAudit.class).isScheduled()).isFalse();
                    assertThat(context.getBean(MeterRegistry.class).find("shardflake.lease.audit.overlaps").gauge())
                            .isNull();
                    assertThat(HealthReading.of(context).details()).doesNotContainKey("leaseAudit");
                });
        runner.withBean(DataSource.class, () -> ActuatorRunners.h2("audit-no-history"))
                .withPropertyValues("shardflake.worker.lease.history.enabled=false").run(context -> {
                    assertThat(context.getBean(ScheduledLeaseAudit.class).isScheduled()).isFalse();
                    long id = context.getBean(SnowflakeGenerator.class).nextId();
                    assertThat(context.getBean(ShardflakeEndpoint.class).decode(Long.toString(id), null).origin())
                            .as("no history: the endpoint names nobody").isNull();
                });
    }

    @Test
    void anIntervalOutsideItsRangeStopsTheStartup() {
        runner.withPropertyValues("shardflake.worker.lease.audit.interval=10ms").run(context -> {
            assertThat(context).hasFailed();
            assertThat(context.getStartupFailure()).rootCause().isInstanceOf(InvalidConfigurationException.class)
                    .hasMessage("shardflake.worker.lease.audit.interval = PT0.01S is not allowed: 0 (never) or 100ms"
                            + " to 1d");
        });
    }

    private static IdOriginDescriptor origin(AssertableApplicationContext context, long id) {
        DecodedIdDescriptor decoded = context.getBean(ShardflakeEndpoint.class).decode(Long.toString(id), null);
        assertThat(decoded.origin()).isNotNull();
        return decoded.origin();
    }

    private static String instance(AssertableApplicationContext context) {
        return context.getBean(ShardflakeWorker.class).lease().orElseThrow().holder().instance();
    }

    private static double overlapsMeter(AssertableApplicationContext context) {
        return context.getBean(MeterRegistry.class).get("shardflake.lease.audit.overlaps").gauge().value();
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> leaseAudit(AssertableApplicationContext context) {
        return (Map<String, Object>) HealthReading.of(context).details().get("leaseAudit");
    }

    private static void execute(DataSource database, String sql) throws Exception {
        try (Connection connection = database.getConnection(); Statement statement = connection.createStatement()) {
            statement.executeUpdate(sql);
        }
    }
}
