package io.shardflake.spring.metrics;

import io.micrometer.core.instrument.binder.MeterBinder;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.spring.ShardflakeAutoConfiguration;
import io.shardflake.spring.ShardflakeWorker;
import io.shardflake.spring.WorkerLookup;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnSingleCandidate;
import org.springframework.context.annotation.Bean;

/**
 * The generator's {@code shardflake.*} meters ({@link ShardflakeMetrics}), for an application with Micrometer and
 * one {@link SnowflakeGenerator}. Spring Boot binds every {@link MeterBinder} bean to its registries. An
 * application's own {@link ShardflakeMetrics} bean replaces the one made here.
 */
@AutoConfiguration(after = ShardflakeAutoConfiguration.class)
@ConditionalOnClass(MeterBinder.class)
@ConditionalOnSingleCandidate(SnowflakeGenerator.class)
public final class ShardflakeMetricsAutoConfiguration {

    @Bean
    @ConditionalOnMissingBean
    ShardflakeMetrics shardflakeMetrics(SnowflakeGenerator generator, ObjectProvider<ShardflakeWorker> worker) {
        return new ShardflakeMetrics(generator, WorkerLookup.lease(worker));
    }
}
