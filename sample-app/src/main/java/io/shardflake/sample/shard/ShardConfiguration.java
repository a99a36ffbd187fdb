package io.shardflake.sample.shard;

import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.spring.ShardflakeLeaseDataSource;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Profile;
import org.springframework.jdbc.datasource.SimpleDriverDataSource;
import org.springframework.transaction.PlatformTransactionManager;

/**
 * Physical databases, the routing {@code DataSource} over them, and the id-to-database router. The starter's
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
        List<ShardConnection> connections = new ArrayList<>();
        for (int physical = 0; physical < map.physicalCount(); physical++) {
            connections.add(connection(physical, properties, embedded));
        }
        return new PhysicalShards(connections, properties.getPoolSize());
    }

    /**
     * The worker-id lease's table lives on physical database 0, one table for the whole application, reached with
     * connections of its own: the routing DataSource has no single URL, and a renewal must never wait for a pool
     * busy with orders.
     */
    @Bean(defaultCandidate = false)
    @ShardflakeLeaseDataSource
    DataSource leaseDataSource(ShardsProperties properties, ObjectProvider<EmbeddedShardServer> embedded)
            throws SQLException {
        ShardConnection first = connection(0, properties, embedded);
        return new SimpleDriverDataSource(DriverManager.getDriver(first.url()), first.url(), first.username(),
                first.password());
    }

    private static ShardConnection connection(int physical, ShardsProperties properties,
            ObjectProvider<EmbeddedShardServer> embedded) {
        EmbeddedShardServer server = embedded.getIfAvailable();
        return server != null ? server.connection(physical)
                : new ShardConnection(properties.getUrl().replace("{n}", Integer.toString(physical)),
                        properties.getUsername(), properties.getPassword());
    }

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
