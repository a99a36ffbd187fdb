package io.shardflake.spring.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.binder.MeterBinder;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.spring.ActuatorRunners;
import io.shardflake.spring.ShardflakeWorker;
import io.shardflake.worker.lease.WorkerLease;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The shardflake.* meters: their names, tags and values. */
class ShardflakeMetricsTest {

    private static final Tags TAGS = Tags.of("worker", "7", "layout", "shardflake");

    private final ApplicationContextRunner runner = ActuatorRunners.shardflake();

    @Test
    void countersFollowTheGenerator() {
        runner.run(context -> {
            MeterRegistry registry = new SimpleMeterRegistry();
            context.getBean(ShardflakeMetrics.class).bindTo(registry);
            SnowflakeGenerator generator = context.getBean(SnowflakeGenerator.class);
            for (int i = 0; i < 5; i++) {
                generator.nextId();
            }

            assertThat(registry.get("shardflake.ids.generated").tags(TAGS).functionCounter().count()).isEqualTo(5);
            assertThat(registry.get("shardflake.clock.borrowed.ticks").tags(TAGS).functionCounter().count())
                    .isEqualTo(generator.statistics().borrowedTicks());
            assertThat(registry.get("shardflake.clock.waits").tags(TAGS).functionCounter().count()).isZero();
            assertThat(registry.get("shardflake.clock.backward.steps").tags(TAGS).functionCounter().count()).isZero();
            assertThat(registry.get("shardflake.clock.largest.backward.step").tags(TAGS).gauge().value()).isZero();
            assertThat(registry.get("shardflake.clock.largest.lead").tags(TAGS).gauge().getId().getBaseUnit())
                    .isEqualTo("seconds");
            double remaining = registry.get("shardflake.layout.remaining.life").tags(TAGS).gauge().value();
            assertThat(remaining).isCloseTo(generator.remainingLife().getSeconds(), org.assertj.core.data.Offset
                    .offset(5.0));
            assertThat(registry.find("shardflake.lease.valid").gauge()).as("no lease").isNull();
        });
    }

    @Test
    void leaseGaugesWithALease() {
        runner.withBean(DataSource.class, () -> ActuatorRunners.h2("metrics-lease")).run(context -> {
            MeterRegistry registry = new SimpleMeterRegistry();
            context.getBean(ShardflakeMetrics.class).bindTo(registry);

            assertThat(registry.get("shardflake.lease.valid").tags(TAGS).gauge().value()).isEqualTo(1);
            assertThat(registry.get("shardflake.lease.remaining").tags(TAGS).gauge().value()).isBetween(1.0, 30.0);
            assertThat(registry.get("shardflake.lease.renewal.failing").tags(TAGS).gauge().value()).isZero();
            WorkerLease lease = context.getBean(ShardflakeWorker.class).lease().orElseThrow();
            lease.renew();
            assertThat(registry.get("shardflake.lease.renewals").tags(TAGS).functionCounter().count())
                    .isEqualTo(lease.renewals()).isGreaterThanOrEqualTo(1);
            assertThat(registry.get("shardflake.lease.failures").tags(TAGS).functionCounter().count()).isZero();

            context.getBean(ShardflakeWorker.class).lease().orElseThrow().close();

            assertThat(registry.get("shardflake.lease.valid").tags(TAGS).gauge().value()).isZero();
        });
    }

    @Test
    void absentWithoutMicrometer() {
        runner.withClassLoader(new FilteredClassLoader(MeterBinder.class))
                .run(context -> assertThat(context).hasSingleBean(SnowflakeGenerator.class)
                        .doesNotHaveBean(ShardflakeMetrics.class));
    }

    @Test
    void usersOwnMetricsBeanWins() {
        runner.withUserConfiguration(OwnMetrics.class).run(context -> {
            assertThat(context).hasSingleBean(ShardflakeMetrics.class);
            assertThat(context).getBean("myMetrics").isSameAs(context.getBean(ShardflakeMetrics.class));
        });
    }

    @Configuration(proxyBeanMethods = false)
    static class OwnMetrics {

        @Bean
        ShardflakeMetrics myMetrics(SnowflakeGenerator generator) {
            return new ShardflakeMetrics(generator, null);
        }
    }
}
