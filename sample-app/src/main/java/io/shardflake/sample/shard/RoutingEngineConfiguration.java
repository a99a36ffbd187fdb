package io.shardflake.sample.shard;

import java.util.HashMap;
import java.util.Map;
import javax.sql.DataSource;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Profile;

/**
 * The default engine: the application's one {@code DataSource} is {@link ShardRoutingDataSource}, which hands out a
 * connection of the physical database {@link ShardTransactions} bound to the thread. The starter's worker lease goes
 * through it with no shard bound, so it lives in physical database 0.
 */
@Configuration(proxyBeanMethods = false)
@Profile("!" + ShardingSphereEngineConfiguration.PROFILE)
public class RoutingEngineConfiguration {

    @Bean
    DataSource dataSource(PhysicalShards shards) {
        ShardRoutingDataSource routing = new ShardRoutingDataSource();
        Map<Object, Object> targets = new HashMap<>();
        for (int physical = 0; physical < shards.count(); physical++) {
            targets.put(physical, shards.dataSource(physical));
        }
        routing.setTargetDataSources(targets);
        routing.setDefaultTargetDataSource(shards.dataSource(0));
        // A bound shard that does not exist is a bug: fail rather than fall back to shard 0.
        routing.setLenientFallback(false);
        routing.afterPropertiesSet();
        return routing;
    }
}
