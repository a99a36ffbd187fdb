package io.shardflake.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.LayoutPreset;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ManualClock;
import io.shardflake.clock.WallClock;
import io.shardflake.spring.health.ShardflakeHealthAutoConfiguration;
import io.shardflake.worker.WorkerLeaseLostException;
import io.shardflake.worker.lease.WorkerLease;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.availability.ApplicationAvailabilityAutoConfiguration;
import org.springframework.boot.availability.ApplicationAvailability;
import org.springframework.boot.availability.AvailabilityChangeEvent;
import org.springframework.boot.availability.ReadinessState;
import org.springframework.boot.test.context.assertj.AssertableApplicationContext;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * Readiness turns {@code REFUSING_TRAFFIC} when this instance loses its lease, and only then. Each loss is made
 * deterministically (the row taken over and a renewal, a close, a scripted clock past the deadline) and the watch
 * checked at once; its thread would do the same within a second.
 */
class LeaseReadinessTest {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(TestedLine.autoConfigurations(ApplicationAvailabilityAutoConfiguration.class,
                    ShardflakeAutoConfiguration.class, ShardflakeHealthAutoConfiguration.class,
                    ShardflakeAvailabilityAutoConfiguration.class))
            .withPropertyValues("shardflake.worker.hostname=readiness-host", "shardflake.worker.id=7");

    @Test
    void readyWhileTheLeaseHolds() {
        leased("readiness-holds").run(context -> {
            started(context);
            watch(context).check();
            assertThat(readiness(context)).isEqualTo(ReadinessState.ACCEPTING_TRAFFIC);
            assertThat(watch(context).isWatching()).isTrue();
            assertThat(watch(context).isRunning()).as("its thread is scheduled").isTrue();
        });
    }

    @Test
    void refusingTrafficAndDownWhenAnotherInstanceTookTheWorkerIdOver() {
        DataSource database = H2.database("readiness-taken");
        leased(database).run(context -> {
            started(context);
            try (Connection connection = database.getConnection(); Statement statement = connection.createStatement()) {
                statement.executeUpdate("UPDATE shardflake_worker_lease SET holder_instance = 'someone-else',"
                        + " holder_host = 'other-host' WHERE worker_id = 7");
            }
            assertThatThrownBy(lease(context)::renew).isInstanceOf(WorkerLeaseLostException.class);

            watch(context).check();

            assertThat(readiness(context)).isEqualTo(ReadinessState.REFUSING_TRAFFIC);
            assertThat(context.getBean(ApplicationAvailability.class).getLastChangeEvent(ReadinessState.class)
                    .getSource()).isSameAs(watch(context));
            assertThat(HealthReading.of(context).status()).isEqualTo("DOWN");
        });
    }

    @Test
    void refusingTrafficWhenTheLeaseIsClosed() {
        leased("readiness-closed").run(context -> {
            started(context);
            lease(context).close();
            watch(context).check();
            assertThat(readiness(context)).isEqualTo(ReadinessState.REFUSING_TRAFFIC);
        });
    }

    @Test
    void refusingTrafficPastTheDeadlineAndReadyAgainAfterARenewal() {
        ManualClock clock = ManualClock.at(Instant.parse("2030-01-01T00:00:00Z"));
        leased("readiness-expired").withBean(WallClock.class, () -> clock).run(context -> {
            started(context);
            clock.advance(Duration.between(clock.instant(), lease(context).validUntil()).plusMillis(1));

            watch(context).check();
            assertThat(readiness(context)).isEqualTo(ReadinessState.REFUSING_TRAFFIC);

            lease(context).renew();
            watch(context).check();
            assertThat(readiness(context)).isEqualTo(ReadinessState.ACCEPTING_TRAFFIC);
        });
    }

    @Test
    void aRenewalDoesNotUndoReadinessSomethingElseRefused() {
        ManualClock clock = ManualClock.at(Instant.parse("2030-01-01T00:00:00Z"));
        leased("readiness-other").withBean(WallClock.class, () -> clock).run(context -> {
            started(context);
            clock.advance(Duration.between(clock.instant(), lease(context).validUntil()).plusMillis(1));
            watch(context).check();
            AvailabilityChangeEvent.publish(context, "maintenance", ReadinessState.REFUSING_TRAFFIC);

            lease(context).renew();
            watch(context).check();

            assertThat(context.getBean(ApplicationAvailability.class).getLastChangeEvent(ReadinessState.class)
                    .getSource()).isEqualTo("maintenance");
        });
    }

    @Test
    void theLayoutNearItsEndLeavesReadinessAlone() {
        Instant epoch = Instant.now().minus(Duration.ofDays(50)).truncatedTo(java.time.temporal.ChronoUnit.MILLIS);
        leased("readiness-layout").withPropertyValues("shardflake.layout.time-bits=33",
                "shardflake.layout.worker-bits=8", "shardflake.layout.sequence-bits=10",
                "shardflake.layout.epoch=" + epoch).run(context -> {
                    started(context);
                    watch(context).check();
                    assertThat(readiness(context)).isEqualTo(ReadinessState.ACCEPTING_TRAFFIC);
                    assertThat(HealthReading.of(context).status()).isEqualTo("UP");
                });
    }

    @Test
    void nothingToWatchWithoutALease() {
        runner.run(context -> {
            assertThat(watch(context).isWatching()).isFalse();
            assertThat(watch(context).isRunning()).as("no thread").isFalse();
        });
    }

    @Test
    void theApplicationsOwnBeanWins() {
        runner.withBean(LeaseReadiness.class, () -> new LeaseReadiness(
                SnowflakeGenerator.builder(LayoutPreset.TWITTER.layout()).workerId(1).build(), null, event -> { },
                null)).run(context -> assertThat(context).hasSingleBean(LeaseReadiness.class)
                        .doesNotHaveBean("shardflakeLeaseReadiness"));
    }

    @Test
    void theWatchStopsWithTheContext() {
        LeaseReadiness[] kept = new LeaseReadiness[1];
        leased("readiness-stop").run(context -> kept[0] = watch(context));
        assertThat(kept[0].isRunning()).isFalse();
    }

    private ApplicationContextRunner leased(String database) {
        return leased(H2.database(database));
    }

    private ApplicationContextRunner leased(DataSource database) {
        return runner.withBean(DataSource.class, () -> database);
    }

    /** What Spring Boot publishes once an application has started. */
    private static void started(AssertableApplicationContext context) {
        assertThat(context).hasNotFailed();
        AvailabilityChangeEvent.publish(context, ReadinessState.ACCEPTING_TRAFFIC);
    }

    private static LeaseReadiness watch(AssertableApplicationContext context) {
        return context.getBean(LeaseReadiness.class);
    }

    private static WorkerLease lease(AssertableApplicationContext context) {
        return context.getBean(ShardflakeWorker.class).lease().orElseThrow();
    }

    private static ReadinessState readiness(AssertableApplicationContext context) {
        return context.getBean(ApplicationAvailability.class).getReadinessState();
    }
}
