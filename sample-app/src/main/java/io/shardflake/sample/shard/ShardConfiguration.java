package io.shardflake.sample.shard;

import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.spring.ShardflakeLeaseDataSource;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Profile;
import org.springframework.jdbc.datasource.SimpleDriverDataSource;
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
            ObjectProvider<LocalShardServer> embedded) {
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
    DataSource leaseDataSource(ShardsProperties properties, ObjectProvider<LocalShardServer> embedded)
            throws SQLException {
        ShardConnection first = connection(0, properties, embedded);
        return new SimpleDriverDataSource(DriverManager.getDriver(first.url()), first.url(), first.username(),
                first.password());
    }

    private static ShardConnection connection(int physical, ShardsProperties properties,
            ObjectProvider<LocalShardServer> embedded) {
        LocalShardServer server = embedded.getIfAvailable();
        return server != null ? server.connection(physical)
                : new ShardConnection(properties.getUrl().replace("{n}", Integer.toString(physical)),
                        properties.getUsername(), properties.getPassword());
    }

    @Bean
    ShardTransactions shardTransactions(PlatformTransactionManager transactionManager) {
        return new ShardTransactions(transactionManager);
    }

    /** The {@code postgres} profile's own server, unless {@code sample.postgres.embedded=false}. */
    @Configuration(proxyBeanMethods = false)
    @Profile("postgres")
    @ConditionalOnProperty(name = "sample.postgres.embedded", matchIfMissing = true)
    static class EmbeddedPostgresConfiguration {

        @Bean(destroyMethod = "close")
        LocalShardServer embeddedPostgresShards() {
            return new EmbeddedPostgresShards();
        }
    }

    /** The {@code mariadb} profile's own server, unless {@code sample.mariadb.embedded=false}. */
    @Configuration(proxyBeanMethods = false)
    @Profile("mariadb")
    @ConditionalOnProperty(name = "sample.mariadb.embedded", matchIfMissing = true)
    static class EmbeddedMariaDbConfiguration {

        @Bean(destroyMethod = "close")
        LocalShardServer embeddedMariaDbShards() {
            return new EmbeddedMariaDbShards();
        }
    }
}
