package io.shardflake.spring.health;

import static io.shardflake.spring.BootClass.HEALTH_INDICATOR;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ManualClock;
import io.shardflake.clock.WallClock;
import io.shardflake.spring.ActuatorRunners;
import io.shardflake.spring.HealthReading;
import io.shardflake.spring.ShardflakeWorker;
import io.shardflake.spring.SwitchableDataSource;
import io.shardflake.worker.WorkerLeaseLostException;
import io.shardflake.worker.lease.LeaseDatabaseException;
import io.shardflake.worker.lease.WorkerLease;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIf;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.assertj.AssertableApplicationContext;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The shardflake health component: when it exists, and when it is DOWN. On every line: read through the line's own
 * {@code HealthIndicator} ({@link HealthReading}).
 */
class ShardflakeHealthIndicatorTest {

    private final ApplicationContextRunner runner = ActuatorRunners.shardflake();

    @Test
    void presentWithAGenerator() {
        runner.run(context -> assertThat(context).getBean("shardflakeHealthIndicator")
                .isInstanceOf(HEALTH_INDICATOR.type()));
    }

    @Test
    void absentWhenSwitchedOff() {
        runner.withPropertyValues("management.health.shardflake.enabled=false")
                .run(context -> assertThat(context).doesNotHaveBean("shardflakeHealthIndicator"));
    }

    @Test
    void absentWithoutSpringBootHealth() {
        runner.withClassLoader(new FilteredClassLoader(HEALTH_INDICATOR.className()))
                .run(context -> assertThat(context).hasSingleBean(SnowflakeGenerator.class)
                        .doesNotHaveBean("shardflakeHealthIndicator"));
    }

    @Test
    void anyBeanNamedShardflakeHealthIndicatorReplacesIt() {
        runner.withBean("shardflakeHealthIndicator", String.class, () -> "the application's own")
                .run(context -> assertThat(context).getBean("shardflakeHealthIndicator")
                        .isEqualTo("the application's own"));
    }

    /** Boot 3 has no indicator type of Shardflake's to replace: its component is a plain HealthIndicator. */
    @Test
    @DisabledIf("io.shardflake.spring.TestedLine#isBoot3")
    void usersOwnIndicatorOfShardflakesTypeWins() {
        runner.withUserConfiguration(OwnIndicatorByType.class).run(context -> {
            assertThat(context).hasSingleBean(ShardflakeHealthIndicator.class);
            assertThat(context).getBean("myIndicator").isSameAs(context.getBean(ShardflakeHealthIndicator.class));
        });
    }

    @Test
    void upWithDetailsWithoutALease() {
        runner.run(context -> {
            HealthReading health = HealthReading.of(context);
            assertThat(health.status()).isEqualTo("UP");
            assertThat(health.details()).containsEntry("workerId", 7).containsEntry("layout", "shardflake")
                    .containsEntry("minRemainingLife", "PT8760H").containsKey("remainingLife")
                    .doesNotContainKey("leaseValid").doesNotContainKey("problems");
        });
    }

    @Test
    void upWithAWarningWhenTheLayoutEndsSoonerThanTheThreshold() {
        // 33 bits of 1 ms last 99 days; 50 of them are gone. Every instance shares the layout: DOWN would drop them
        // all from the load balancer at once, long before an id fails.
        Instant epoch = Instant.now().minus(Duration.ofDays(50)).truncatedTo(ChronoUnit.MILLIS);
        ApplicationContextRunner shortLived = runner.withPropertyValues("shardflake.layout.time-bits=33",
                "shardflake.layout.worker-bits=8", "shardflake.layout.sequence-bits=10",
                "shardflake.layout.epoch=" + epoch);
        shortLived.run(context -> {
            HealthReading health = HealthReading.of(context);
            assertThat(health.status()).isEqualTo("UP");
            assertThat(health.details()).doesNotContainKey("problems");
            assertThat((List<?>) health.details().get("warnings")).singleElement().asString()
                    .contains("the layout ends at").contains("less than shardflake.health.min-remaining-life = PT8760H");
        });
        shortLived.withPropertyValues("shardflake.health.min-remaining-life=30d")
                .run(context -> assertThat(HealthReading.of(context).details()).doesNotContainKey("warnings"));
    }

    @Test
    void upWithAWarningOnceTheLayoutHasEnded() {
        Instant epoch = Instant.now().minus(Duration.ofDays(50)).truncatedTo(ChronoUnit.MILLIS);
        ManualClock clock = ManualClock.at(epoch.plus(Duration.ofDays(50)));
        runner.withBean(WallClock.class, () -> clock).withPropertyValues("shardflake.layout.time-bits=33",
                "shardflake.layout.worker-bits=8", "shardflake.layout.sequence-bits=10",
                "shardflake.layout.epoch=" + epoch).run(context -> {
                    clock.set(epoch.plus(Duration.ofDays(100)));
                    HealthReading health = HealthReading.of(context);
                    assertThat(health.status()).isEqualTo("UP");
                    assertThat((List<?>) health.details().get("warnings")).singleElement().asString()
                            .startsWith("the layout ended at").contains("no instance can make ids with it");
                });
    }

    @Test
    void upWithLeaseDetailsWhileTheLeaseHolds() {
        runner.withBean(DataSource.class, () -> ActuatorRunners.h2("health-lease-up")).run(context -> {
            HealthReading health = HealthReading.of(context);
            assertThat(health.status()).isEqualTo("UP");
            WorkerLease lease = lease(context);
            assertThat(health.details()).containsEntry("leaseValid", true)
                    .containsEntry("leaseValidUntil", lease.validUntil().toString())
                    .containsEntry("leaseReservedUntil", lease.reservedUntil().toString())
                    .doesNotContainKey("lastRenewalFailure");
        });
    }

    @Test
    void downWhenTheLeaseIsClosed() {
        runner.withBean(DataSource.class, () -> ActuatorRunners.h2("health-lease-closed")).run(context -> {
            lease(context).close();

            HealthReading health = HealthReading.of(context);

            assertThat(health.status()).isEqualTo("DOWN");
            assertThat(health.details()).containsEntry("leaseValid", false);
            assertThat(problems(health)).singleElement().asString()
                    .isEqualTo("worker id 7 makes no ids (CLOSED): closed");
        });
    }

    @Test
    void downWhenAnotherInstanceTookTheWorkerIdOver() {
        DataSource database = ActuatorRunners.h2("health-lease-taken");
        runner.withBean(DataSource.class, () -> database).run(context -> {
            try (Connection connection = database.getConnection(); Statement statement = connection.createStatement()) {
                statement.executeUpdate("UPDATE shardflake_worker_lease SET holder_instance = 'someone-else',"
                        + " holder_host = 'other-host' WHERE worker_id = 7");
            }
            assertThatThrownBy(lease(context)::renew).isInstanceOf(WorkerLeaseLostException.class);

            HealthReading health = HealthReading.of(context);

            assertThat(health.status()).isEqualTo("DOWN");
            assertThat(problems(health)).singleElement().asString().contains("makes no ids (LOST)")
                    .contains("taken over by");
            assertThat(health.details()).containsEntry("leaseState", "LOST").containsEntry("losses", 1L)
                    .containsEntry("recoveries", 0L).containsKey("leaseStateReason").containsKey("clockOffset");
            assertThatThrownBy(context.getBean(SnowflakeGenerator.class)::nextId)
                    .as("the generator agrees").isInstanceOf(WorkerLeaseLostException.class);
        });
    }

    @Test
    void aFailedRenewalIsADetailWhileTheLeaseStillHolds() {
        SwitchableDataSource database = new SwitchableDataSource(ActuatorRunners.h2("health-lease-renewal"));
        // The pool connection: the switch sits in front of it, and a dedicated connection would go around it.
        runner.withBean(DataSource.class, () -> database).withPropertyValues("shardflake.worker.lease.connection=pool")
                .run(context -> {
            database.setDown(true);
            assertThatThrownBy(lease(context)::renew).isInstanceOf(LeaseDatabaseException.class);

            HealthReading health = HealthReading.of(context);

            assertThat(health.status()).isEqualTo("UP");
            assertThat(health.details()).containsEntry("leaseValid", true);
            assertThat(health.details().get("lastRenewalFailure")).asString()
                    .contains("could not renew the lease on worker id 7");
            database.setDown(false);
        });
    }

    private static WorkerLease lease(AssertableApplicationContext context) {
        return context.getBean(ShardflakeWorker.class).lease().orElseThrow();
    }

    private static List<?> problems(HealthReading health) {
        return (List<?>) health.details().get("problems");
    }

    @Configuration(proxyBeanMethods = false)
    static class OwnIndicatorByType {

        @Bean
        ShardflakeHealthIndicator myIndicator(SnowflakeGenerator generator) {
            return new ShardflakeHealthIndicator(generator, null, Duration.ZERO);
        }
    }
}
