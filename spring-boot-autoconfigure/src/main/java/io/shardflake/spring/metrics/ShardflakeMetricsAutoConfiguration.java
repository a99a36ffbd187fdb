package io.shardflake.spring.metrics;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.MeterBinder;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.locality.LocalityUuidGenerator;
import io.shardflake.spring.ShardflakeAutoConfiguration;
import io.shardflake.spring.ShardflakeWorker;
import io.shardflake.spring.WorkerLookup;
import io.shardflake.uniqid.UniqidGenerator;
import io.shardflake.uuid.UuidV1Generator;
import io.shardflake.uuid.UuidV6Generator;
import io.shardflake.uuid.UuidV7Generator;
import io.shardflake.worker.lease.ScheduledLeaseAudit;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnSingleCandidate;
import org.springframework.context.annotation.Bean;

/**
 * The {@code shardflake.*} meters, for an application with Micrometer and a {@link MeterRegistry} bean, as Spring
 * Boot's own meter binders are configured: after Boot's metrics auto-configuration, which makes the registry and
 * binds every {@link MeterBinder} bean to it. {@link ShardflakeMetrics} for the one {@link SnowflakeGenerator};
 * {@link IdGeneratorMetrics} for the UUID, Locality and uniqid generators; {@link LeaseAuditMetrics} for the
 * application's lease audit. An application's own bean of either
 * type replaces the one made here.
 */
@AutoConfiguration(after = ShardflakeAutoConfiguration.class, afterName = {
        "org.springframework.boot.micrometer.metrics.autoconfigure.MetricsAutoConfiguration",
        "org.springframework.boot.micrometer.metrics.autoconfigure.CompositeMeterRegistryAutoConfiguration",
        // Spring Boot 3.5's names of the same (Boot ignores the names of the line it is not).
        "org.springframework.boot.actuate.autoconfigure.metrics.MetricsAutoConfiguration",
        "org.springframework.boot.actuate.autoconfigure.metrics.CompositeMeterRegistryAutoConfiguration" })
@ConditionalOnClass({ MeterRegistry.class, MeterBinder.class })
@ConditionalOnBean(MeterRegistry.class)
public final class ShardflakeMetricsAutoConfiguration {

    @Bean
    @ConditionalOnMissingBean
    @ConditionalOnSingleCandidate(SnowflakeGenerator.class)
    ShardflakeMetrics shardflakeMetrics(SnowflakeGenerator generator, ObjectProvider<ShardflakeWorker> worker) {
        return new ShardflakeMetrics(generator, WorkerLookup.lease(worker));
    }

    @Bean
    @ConditionalOnMissingBean
    @ConditionalOnBean(ScheduledLeaseAudit.class)
    LeaseAuditMetrics shardflakeLeaseAuditMetrics(ScheduledLeaseAudit audit) {
        return new LeaseAuditMetrics(audit);
    }

    /** Each kind whose generator is one bean: with two of a kind, which one to meter is the application's call. */
    @Bean
    @ConditionalOnMissingBean
    IdGeneratorMetrics shardflakeIdGeneratorMetrics(ObjectProvider<UuidV1Generator> v1,
            ObjectProvider<UuidV6Generator> v6, ObjectProvider<UuidV7Generator> v7,
            ObjectProvider<LocalityUuidGenerator> locality, ObjectProvider<UniqidGenerator> uniqid) {
        return new IdGeneratorMetrics(v1.getIfUnique(), v6.getIfUnique(), v7.getIfUnique(), locality.getIfUnique(),
                uniqid.getIfUnique());
    }
}
