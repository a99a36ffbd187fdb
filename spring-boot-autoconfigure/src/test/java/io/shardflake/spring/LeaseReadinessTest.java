package io.shardflake.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
 * Readiness turns {@code REFUSING_TRAFFIC} when this instance's lease stops letting ids through, and {@code
 * ACCEPTING_TRAFFIC} again when it makes ids again, following the lease's own events (nothing polls). Each change is
 * made deterministically — the row taken over and a renewal, a close, a scripted clock past the deadline with the
 * table out of reach — and readiness is read right after the call that made it.
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
            assertThat(readiness(context)).isEqualTo(ReadinessState.ACCEPTING_TRAFFIC);
            assertThat(watch(context).isWatching()).isTrue();
            assertThat(watch(context).isRunning()).isTrue();
        });
    }

    @Test
    void refusingTrafficAndDownWhenAnotherInstanceTookTheWorkerIdOverThenReadyWhenItIsClaimedAgain() {
        DataSource database = H2.database("readiness-taken");
        leased(database).run(context -> {
            started(context);
            execute(database, "UPDATE shardflake_worker_lease SET holder_instance = 'someone-else',"
                    + " holder_host = 'other-host' WHERE worker_id = 7");
            assertThatThrownBy(lease(context)::renew).isInstanceOf(WorkerLeaseLostException.class);

            assertThat(readiness(context)).isEqualTo(ReadinessState.REFUSING_TRAFFIC);
            assertThat(context.getBean(ApplicationAvailability.class).getLastChangeEvent(ReadinessState.class)
                    .getSource()).isSameAs(watch(context));
            assertThat(HealthReading.of(context).status()).isEqualTo("DOWN");

            // The other instance lets the id go; the lease's next step claims it again.
            execute(database, "UPDATE shardflake_worker_lease SET expires_at = 0 WHERE worker_id = 7");
            lease(context).renew();
            assertThat(readiness(context)).isEqualTo(ReadinessState.ACCEPTING_TRAFFIC);
            assertThat(HealthReading.of(context).status()).isEqualTo("UP");
        });
    }

    @Test
    void refusingTrafficWhenTheLeaseIsClosed() {
        leased("readiness-closed").run(context -> {
            started(context);
            lease(context).close();
            assertThat(readiness(context)).isEqualTo(ReadinessState.REFUSING_TRAFFIC);
        });
    }

    @Test
    void refusingTrafficPastTheDeadlineAndReadyAgainAfterARenewal() {
        ManualClock clock = ManualClock.at(Instant.parse("2030-01-01T00:00:00Z"));
        DataSource database = H2.database("readiness-expired");
        leased(database).withBean(WallClock.class, () -> clock).run(context -> {
            started(context);
            clock.advance(Duration.between(clock.instant(), lease(context).validUntil()).plusMillis(1));
            outOfReach(database, () -> assertThatThrownBy(lease(context)::renew)
                    .isInstanceOf(io.shardflake.worker.lease.LeaseDatabaseException.class));
            assertThat(readiness(context)).isEqualTo(ReadinessState.REFUSING_TRAFFIC);

            lease(context).renew();
            assertThat(readiness(context)).isEqualTo(ReadinessState.ACCEPTING_TRAFFIC);
        });
    }

    @Test
    void aRenewalDoesNotUndoReadinessSomethingElseRefused() {
        ManualClock clock = ManualClock.at(Instant.parse("2030-01-01T00:00:00Z"));
        DataSource database = H2.database("readiness-other");
        leased(database).withBean(WallClock.class, () -> clock).run(context -> {
            started(context);
            clock.advance(Duration.between(clock.instant(), lease(context).validUntil()).plusMillis(1));
            outOfReach(database, () -> assertThatThrownBy(lease(context)::renew)
                    .isInstanceOf(io.shardflake.worker.lease.LeaseDatabaseException.class));
            AvailabilityChangeEvent.publish(context, "maintenance", ReadinessState.REFUSING_TRAFFIC);

            lease(context).renew();

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
                    assertThat(readiness(context)).isEqualTo(ReadinessState.ACCEPTING_TRAFFIC);
                    assertThat(HealthReading.of(context).status()).isEqualTo("UP");
                });
    }

    @Test
    void nothingToFollowWithoutALease() {
        runner.run(context -> assertThat(watch(context).isWatching()).isFalse());
    }

    @Test
    void theApplicationsOwnBeanWins() {
        runner.withBean(LeaseReadiness.class, () -> new LeaseReadiness(null, event -> { }, null))
                .run(context -> assertThat(context).hasSingleBean(LeaseReadiness.class)
                        .doesNotHaveBean("shardflakeLeaseReadiness"));
    }

    @Test
    void theLeasesEventsCountNoLongerOnceTheContextStops() {
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

    /** Runs {@code step} while the lease's table cannot be reached (renamed away), as an outage would look to it. */
    private static void outOfReach(DataSource database, Runnable step) {
        execute(database, "ALTER TABLE shardflake_worker_lease RENAME TO shardflake_worker_lease_away");
        try {
            step.run();
        } finally {
            execute(database, "ALTER TABLE shardflake_worker_lease_away RENAME TO shardflake_worker_lease");
        }
    }

    private static void execute(DataSource database, String sql) {
        try (Connection connection = database.getConnection(); Statement statement = connection.createStatement()) {
            statement.executeUpdate(sql);
        } catch (java.sql.SQLException e) {
            throw new IllegalStateException(sql, e);
        }
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
