package io.shardflake.sample.shard;

import io.shardflake.IdLayout;
import io.shardflake.clock.ClockPolicy;
import io.shardflake.clock.WallClock;
import io.shardflake.spring.ShardflakeProperties;
import io.shardflake.spring.ShardflakeWorker;
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
     * @param worker the starter's worker id, leased on physical database 0 directly (the
     *     {@code @ShardflakeLeaseDataSource} bean), not through ShardingSphere: a lease reads the database's clock
     *     with a table-less {@code SELECT CURRENT_TIMESTAMP}, which ShardingSphere may send to any database, and a
     *     lease must judge expiry by one clock. Taken so that the lease table exists before ShardingSphere starts:
     *     the YAML declares it a single (unsharded) table of {@code ds_0}, and ShardingSphere looks for it then.
     */
    @Bean
    DataSource dataSource(PhysicalShards shards, ShardMap map, ShardflakeWorker worker, ShardflakeProperties properties)
            throws SQLException, IOException {
        return ShardingSphereYaml.dataSource(shards, map, properties.getLayout().getPreset(),
                properties.getWorker().getLease().getTable());
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
