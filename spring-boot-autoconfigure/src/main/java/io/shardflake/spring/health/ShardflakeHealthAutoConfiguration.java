package io.shardflake.spring.health;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.health.ShardflakeHealthCheck;
import io.shardflake.spring.ShardflakeAutoConfiguration;
import io.shardflake.spring.ShardflakeWorker;
import io.shardflake.spring.WorkerLookup;
import io.shardflake.worker.lease.ScheduledLeaseAudit;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnSingleCandidate;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.health.autoconfigure.contributor.ConditionalOnEnabledHealthIndicator;
import org.springframework.context.annotation.Bean;

/**
 * The {@code shardflake} health component ({@link ShardflakeHealthIndicator}), for an application with
 * {@code spring-boot-health} and one {@link SnowflakeGenerator}; off with
 * {@code management.health.shardflake.enabled=false}. An application's own bean of that type, or any bean named
 * {@code shardflakeHealthIndicator}, replaces it.
 */
@AutoConfiguration(after = ShardflakeAutoConfiguration.class)
// Names, not class literals: a test or application on Boot 3 may list this class itself, and then Spring reads the
// condition by reflection, which drops an annotation naming a missing class rather than failing the condition.
@ConditionalOnClass(name = { "org.springframework.boot.health.contributor.HealthIndicator",
        "org.springframework.boot.health.autoconfigure.contributor.ConditionalOnEnabledHealthIndicator" })
@ConditionalOnSingleCandidate(SnowflakeGenerator.class)
@ConditionalOnEnabledHealthIndicator("shardflake")
@EnableConfigurationProperties(ShardflakeHealthProperties.class)
public final class ShardflakeHealthAutoConfiguration {

    @Bean
    @ConditionalOnMissingBean(value = ShardflakeHealthIndicator.class, name = "shardflakeHealthIndicator")
    ShardflakeHealthIndicator shardflakeHealthIndicator(SnowflakeGenerator generator,
            ObjectProvider<ShardflakeWorker> worker, ShardflakeHealthProperties properties,
            ObjectProvider<ScheduledLeaseAudit> audit) {
        return new ShardflakeHealthIndicator(new ShardflakeHealthCheck(generator, WorkerLookup.lease(worker),
                properties.getMinRemainingLife(), ShardflakeHealthProperties.MIN_REMAINING_LIFE,
                audit.getIfAvailable()));
    }
}
