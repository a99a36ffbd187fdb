package io.shardflake.spring.metrics;

import static io.shardflake.spring.BootClass.METRICS_AUTO_CONFIGURATION;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ManualClock;
import io.shardflake.clock.WallClock;
import io.shardflake.locality.LocalityUuidGenerator;
import io.shardflake.micrometer.IdGeneratorMetrics;
import io.shardflake.micrometer.ShardflakeMetrics;
import io.shardflake.spring.ActuatorRunners;
import io.shardflake.spring.ShardflakeWorker;
import io.shardflake.spring.SwitchableDataSource;
import io.shardflake.uniqid.UniqidGenerator;
import io.shardflake.uuid.UuidV1Generator;
import io.shardflake.uuid.UuidV6Generator;
import io.shardflake.uuid.UuidV7Generator;
import io.shardflake.worker.lease.LeaseDatabaseException;
import io.shardflake.worker.lease.WorkerLease;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.assertj.AssertableApplicationContext;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The shardflake.* meters in a real {@link SimpleMeterRegistry}, bound by Boot's own metrics auto-configuration:
 * names, types, units, tags and values.
 */
class ShardflakeMetricsTest {

    private static final Tags SNOWFLAKE = Tags.of("generator", "snowflake");

    /** The clock every generator reads: scripted, so that waits and backward steps happen on cue. */
    private static final Instant START = Instant.parse("2030-01-02T03:04:05Z");

    private final ApplicationContextRunner runner = ActuatorRunners.shardflake()
            .withConfiguration(AutoConfigurations.of(METRICS_AUTO_CONFIGURATION.type()))
            .withBean(SimpleMeterRegistry.class);

    @Test
    void snowflakeCountersAndTimeGaugesFollowTheGenerator() {
        runner.run(context -> {
            MeterRegistry registry = registry(context);
            SnowflakeGenerator generator = context.getBean(SnowflakeGenerator.class);
            for (int i = 0; i < 5; i++) {
                generator.nextId();
            }
            // Micrometer holds a meter's state weakly: state that only the meter refers to would read 0 from now on.
            System.gc();

            assertThat(registry.get("shardflake.ids.generated").tags(SNOWFLAKE).functionCounter().count()).isEqualTo(5);
            assertThat(registry.get("shardflake.clock.borrowed.ticks").tags(SNOWFLAKE).functionCounter().count())
                    .isEqualTo(generator.statistics().borrowedTicks());
            assertThat(registry.get("shardflake.clock.waits").tags(SNOWFLAKE).functionCounter().count()).isZero();
            assertThat(registry.get("shardflake.clock.backward.steps").tags(SNOWFLAKE).functionCounter().count())
                    .isZero();
            assertThat(registry.get("shardflake.clock.largest.backward.step").tags(SNOWFLAKE).timeGauge()
                    .value(TimeUnit.SECONDS)).isZero();
            assertThat(registry.get("shardflake.clock.largest.lead").tags(SNOWFLAKE).timeGauge().baseTimeUnit())
                    .isEqualTo(TimeUnit.SECONDS);
            assertThat(registry.get("shardflake.layout.remaining.life").tag("layout", "shardflake").timeGauge()
                    .value(TimeUnit.SECONDS)).isCloseTo(generator.remainingLife().getSeconds(),
                            Offset.offset(5.0));
            assertThat(registry.get("shardflake.worker.id").gauge().value()).isEqualTo(7);
            assertThat(registry.find("shardflake.lease.valid").gauge()).as("no lease").isNull();
        });
    }

    /** A lease may pick another worker id at the next start: a tag with it would start a new series each time. */
    @Test
    void noMeterIsTaggedWithTheWorkerId() {
        runner.withBean(DataSource.class, () -> ActuatorRunners.h2("metrics-no-worker-tag")).run(context -> {
            assertThat(registry(context).getMeters()).isNotEmpty().allSatisfy(meter -> assertThat(
                    meter.getId().getTags()).noneMatch(tag -> tag.getKey().equals("worker")));
            assertThat(registry(context).get("shardflake.worker.id").gauge().value())
                    .isEqualTo(context.getBean(SnowflakeGenerator.class).workerId());
        });
    }

    @Test
    void everyGeneratorKindCountsItsIds() {
        runner.run(context -> {
            context.getBean(UuidV1Generator.class).next();
            for (int i = 0; i < 2; i++) {
                context.getBean(UuidV6Generator.class).next();
            }
            for (int i = 0; i < 3; i++) {
                context.getBean(UuidV7Generator.class).next();
            }
            for (int i = 0; i < 4; i++) {
                context.getBean(LocalityUuidGenerator.class).next();
            }
            for (int i = 0; i < 5; i++) {
                context.getBean(UniqidGenerator.class).next();
            }
            MeterRegistry registry = registry(context);

            assertThat(idsGenerated(registry, "uuid-v1")).isEqualTo(1);
            assertThat(idsGenerated(registry, "uuid-v6")).isEqualTo(2);
            assertThat(idsGenerated(registry, "uuid-v7")).isEqualTo(3);
            assertThat(idsGenerated(registry, "locality")).isEqualTo(4);
            assertThat(idsGenerated(registry, "uniqid")).isEqualTo(5);
            assertThat(idsGenerated(registry, "snowflake")).isZero();
            assertThat(registry.find("shardflake.clock.waits").functionCounters()).hasSize(6);
        });
    }

    /** The scripted clock steps back: the UUID generator's meters show the step, as the Snowflake one's would. */
    @Test
    void aUuidGeneratorsClockStepsAndWaitsAreMetered() {
        ManualClock clock = ManualClock.at(START);
        runner.withBean(WallClock.class, () -> clock).run(context -> {
            UuidV7Generator generator = context.getBean(UuidV7Generator.class);
            MeterRegistry registry = registry(context);
            Tags v7 = Tags.of("generator", "uuid-v7");
            generator.next();
            clock.stepBack(Duration.ofMillis(5));
            generator.next();

            assertThat(registry.get("shardflake.clock.backward.steps").tags(v7).functionCounter().count())
                    .isEqualTo(1);
            assertThat(registry.get("shardflake.clock.largest.backward.step").tags(v7).timeGauge()
                    .value(TimeUnit.MILLISECONDS)).isEqualTo(5);
            assertThat(registry.get("shardflake.clock.waits").tags(v7).functionCounter().count())
                    .isEqualTo(generator.statistics().waits());
        });
    }

    @Test
    void leaseRenewalsAreOneMeterTaggedWithTheirOutcome() {
        SwitchableDataSource database = new SwitchableDataSource(ActuatorRunners.h2("metrics-lease"));
        // The pool connection: the switch sits in front of it, and a dedicated connection would go around it.
        runner.withBean(DataSource.class, () -> database).withPropertyValues("shardflake.worker.lease.connection=pool")
                .run(context -> {
            MeterRegistry registry = registry(context);
            WorkerLease lease = lease(context);
            assertThat(registry.get("shardflake.lease.valid").gauge().value()).isEqualTo(1);
            assertThat(registry.get("shardflake.lease.remaining").timeGauge().value(TimeUnit.SECONDS))
                    .isBetween(1.0, 30.0);
            assertThat(registry.get("shardflake.lease.renewal.failing").gauge().value()).isZero();
            assertThat(registry.get("shardflake.lease.clock.offset").timeGauge().value(TimeUnit.SECONDS))
                    .as("this host's clock and H2's are the same clock").isBetween(-1.0, 1.0);

            lease.renew();
            database.setDown(true);
            assertThatThrownBy(lease::renew).isInstanceOf(LeaseDatabaseException.class);
            database.setDown(false);

            assertThat(registry.find("shardflake.lease.renewals").functionCounters()).hasSize(2);
            assertThat(registry.get("shardflake.lease.renewals").tag("outcome", "success").functionCounter().count())
                    .isEqualTo(lease.renewals()).isGreaterThanOrEqualTo(1);
            assertThat(registry.get("shardflake.lease.renewals").tag("outcome", "failure").functionCounter().count())
                    .isEqualTo(1);
            assertThat(registry.get("shardflake.lease.renewal.failing").gauge().value()).isEqualTo(1);
            assertThat(registry.find("shardflake.lease.failures").meters()).as("the old second meter").isEmpty();

            lease.close();

            assertThat(registry.get("shardflake.lease.valid").gauge().value()).isZero();
        });
    }

    @Test
    void absentWithoutAMeterRegistryBean() {
        ActuatorRunners.shardflake().run(context -> assertThat(context).hasSingleBean(SnowflakeGenerator.class)
                .doesNotHaveBean(ShardflakeMetrics.class).doesNotHaveBean(IdGeneratorMetrics.class));
    }

    @Test
    void absentWithoutMicrometer() {
        ActuatorRunners.shardflake().withClassLoader(new FilteredClassLoader(MeterRegistry.class))
                .run(context -> assertThat(context).hasSingleBean(SnowflakeGenerator.class)
                        .doesNotHaveBean(ShardflakeMetrics.class).doesNotHaveBean(IdGeneratorMetrics.class));
    }

    @Test
    void usersOwnMetricsBeansWin() {
        runner.withUserConfiguration(OwnMetrics.class).run(context -> {
            assertThat(context).hasSingleBean(ShardflakeMetrics.class).hasSingleBean(IdGeneratorMetrics.class);
            assertThat(context).getBean("myMetrics").isSameAs(context.getBean(ShardflakeMetrics.class));
            assertThat(context.getBean(IdGeneratorMetrics.class).kinds()).isEmpty();
            assertThat(registry(context).find("shardflake.ids.generated").meters()).extracting(Meter::getId)
                    .extracting(id -> id.getTag("generator")).containsExactly("snowflake");
        });
    }

    private static MeterRegistry registry(AssertableApplicationContext context) {
        return context.getBean(SimpleMeterRegistry.class);
    }

    private static double idsGenerated(MeterRegistry registry, String generator) {
        return registry.get("shardflake.ids.generated").tag("generator", generator).functionCounter().count();
    }

    private static WorkerLease lease(AssertableApplicationContext context) {
        return context.getBean(ShardflakeWorker.class).lease().orElseThrow();
    }

    @Configuration(proxyBeanMethods = false)
    static class OwnMetrics {

        @Bean
        ShardflakeMetrics myMetrics(SnowflakeGenerator generator) {
            return new ShardflakeMetrics(generator, null);
        }

        @Bean
        IdGeneratorMetrics myGeneratorMetrics() {
            return new IdGeneratorMetrics(null, null, null, null, null);
        }
    }
}
