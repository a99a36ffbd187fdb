package io.shardflake.sample.shard;

import io.shardflake.IdLayout;
import io.shardflake.clock.ClockPolicy;
import io.shardflake.clock.WallClock;
import io.shardflake.sample.service.OrderWindow;
import io.shardflake.sample.service.ShardingSphereOrderWindow;
import io.shardflake.spring.ShardflakeProperties;
import io.shardflake.worker.lease.JdbcWorkerLease;
import io.shardflake.worker.lease.WorkerLease;
import java.io.IOException;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.springframework.boot.hibernate.autoconfigure.HibernatePropertiesCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Profile;

/**
 * The second engine, profile {@value #PROFILE}: the application's one {@code DataSource} is ShardingSphere-JDBC over
 * the same physical databases' pools, configured by {@code shardingsphere.yaml} with Shardflake's sharding algorithm.
 * Everything else — entities, services, transactions, the REST API, the checks — is the routing engine's.
 */
@Configuration(proxyBeanMethods = false)
@Profile(ShardingSphereEngineConfiguration.PROFILE)
public class ShardingSphereEngineConfiguration {

    /** The Spring profile that selects this engine. */
    public static final String PROFILE = "shardingsphere";

    /**
     * The worker id's lease, on physical database 0 directly, not through ShardingSphere: a lease reads the
     * database's clock with a table-less {@code SELECT CURRENT_TIMESTAMP}, which ShardingSphere may send to any
     * database, and a lease must judge expiry by one clock. The starter takes this bean as its worker id source.
     * (Under the routing engine the starter's own lease lands in database 0 too.)
     */
    @Bean
    WorkerLease shardflakeWorkerLease(PhysicalShards shards, IdLayout layout, ClockPolicy policy, WallClock clock,
            ShardflakeProperties properties) {
        ShardflakeProperties.Lease lease = properties.getWorker().getLease();
        return JdbcWorkerLease.builder(shards.dataSource(0)).layout(layout).clock(clock).maxLead(policy.maxLead())
                .table(lease.getTable()).leaseDuration(lease.getDuration()).createTable(lease.isCreateTable())
                .build().claimAny();
    }

    /**
     * @param lease taken so that its table exists before ShardingSphere starts: the YAML declares it a single
     *     (unsharded) table of {@code ds_0}, and ShardingSphere looks for it when it starts
     */
    @Bean
    DataSource dataSource(PhysicalShards shards, ShardMap map, WorkerLease lease, ShardflakeProperties properties)
            throws SQLException, IOException {
        return ShardingSphereYaml.dataSource(shards, map, properties.getLayout().getPreset(),
                properties.getWorker().getLease().getTable());
    }

    /** ShardingSphere fans the window out and merges it: the service asks once. */
    @Bean
    OrderWindow orderWindow(ShardTransactions transactions) {
        return new ShardingSphereOrderWindow(transactions);
    }

    /**
     * Paging Hibernate's way must be paging ShardingSphere understands ({@code limit}/{@code offset}), or the merge
     * of several databases is not cut to the page. ShardingSphere parses H2's SQL as MySQL's, whose parser refuses
     * Hibernate's H2 paging ({@code fetch first ? rows only}): on H2 Hibernate speaks MySQL's dialect (its
     * {@code limit ?} H2 reads too). On PostgreSQL, {@link ShardingSpherePostgreSQLDialect}.
     */
    @Bean
    HibernatePropertiesCustomizer shardingSphereDialect(PhysicalShards shards) {
        String product = shards.productName();
        return settings -> {
            if (product.equals("H2")) {
                settings.put("hibernate.dialect", "org.hibernate.dialect.MySQLDialect");
            } else if (product.equals("PostgreSQL")) {
                settings.put("hibernate.dialect", ShardingSpherePostgreSQLDialect.class.getName());
            }
        };
    }
}
