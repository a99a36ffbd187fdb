package io.shardflake.sample.shard;

import io.shardflake.IdField;
import io.shardflake.IdLayout;
import java.util.ArrayList;
import java.util.List;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Profile;
import org.springframework.transaction.PlatformTransactionManager;

/**
 * What both engines share: the physical databases, the id-to-database router and transactions bound to one
 * database. The application's {@code DataSource} over them is the engine's: {@link RoutingEngineConfiguration} (the
 * default) or {@link ShardingSphereEngineConfiguration} (profile {@code shardingsphere}). The starter's
 * {@link IdLayout} bean says how many logical shards there are (16 with the default layout's 4 shard bits).
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(ShardsProperties.class)
public class ShardConfiguration {

    @Bean
    ShardMap shardMap(IdLayout layout, ShardsProperties properties) {
        int logical = (int) layout.maxValue(IdField.SHARD) + 1;
        return new ShardMap(logical, properties.getPhysical(), properties.getMapping());
    }

    @Bean
    ShardRouter shardRouter(IdLayout layout, ShardMap map) {
        return new ShardRouter(layout, map);
    }

    @Bean(destroyMethod = "close")
    PhysicalShards physicalShards(ShardsProperties properties, ShardMap map,
            ObjectProvider<EmbeddedShardServer> embedded) {
        EmbeddedShardServer server = embedded.getIfAvailable();
        List<ShardConnection> connections = new ArrayList<>();
        for (int physical = 0; physical < map.physicalCount(); physical++) {
            connections.add(server != null ? server.connection(physical)
                    : new ShardConnection(properties.getUrl().replace("{n}", Integer.toString(physical)),
                            properties.getUsername(), properties.getPassword()));
        }
        return new PhysicalShards(connections, properties.getPoolSize());
    }

    @Bean
    ShardTransactions shardTransactions(PlatformTransactionManager transactionManager) {
        return new ShardTransactions(transactionManager);
    }

    /** The {@code postgres} profile's own server, unless {@code sample.postgres.embedded=false}. */
    @Configuration(proxyBeanMethods = false)
    @Profile("postgres")
    @org.springframework.boot.autoconfigure.condition.ConditionalOnProperty(name = "sample.postgres.embedded",
            matchIfMissing = true)
    static class EmbeddedPostgresConfiguration {

        @Bean(destroyMethod = "close")
        EmbeddedShardServer embeddedShardServer() {
            return new EmbeddedShardServer();
        }
    }
}
