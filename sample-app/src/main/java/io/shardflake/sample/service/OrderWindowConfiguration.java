package io.shardflake.sample.service;

import io.shardflake.sample.shard.ShardRouter;
import io.shardflake.sample.shard.ShardTransactions;
import io.shardflake.sample.shard.ShardingSphereEngineConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Profile;

/**
 * Who reads a time window across the shards, per engine. Declared here, beside the windows, rather than in the
 * engines' configurations, so that the shard package never depends on the service package (no package cycle).
 */
@Configuration(proxyBeanMethods = false)
public class OrderWindowConfiguration {

    /** The routing engine: nobody else merges, so the service asks every database and merges the answers. */
    @Bean
    @Profile("!" + ShardingSphereEngineConfiguration.PROFILE)
    OrderWindow mergedOrderWindow(ShardRouter router, ShardTransactions transactions) {
        return new MergedOrderWindow(router, transactions);
    }

    /** ShardingSphere fans the window out and merges it: the service asks once. */
    @Bean
    @Profile(ShardingSphereEngineConfiguration.PROFILE)
    OrderWindow shardingSphereOrderWindow(ShardTransactions transactions) {
        return new ShardingSphereOrderWindow(transactions);
    }
}
