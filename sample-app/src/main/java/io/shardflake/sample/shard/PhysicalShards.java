package io.shardflake.sample.shard;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;
import org.springframework.core.io.ClassPathResource;
import org.springframework.jdbc.datasource.init.DatabasePopulatorUtils;
import org.springframework.jdbc.datasource.init.ResourceDatabasePopulator;

/**
 * The pools of the physical databases, schema created at startup. Not {@code DataSource} beans themselves, so
 * that Spring Boot, JPA and the worker lease see only the routing one.
 */
public final class PhysicalShards implements AutoCloseable {

    private final List<HikariDataSource> pools = new ArrayList<>();

    PhysicalShards(List<ShardConnection> connections, int poolSize) {
        for (int physical = 0; physical < connections.size(); physical++) {
            ShardConnection connection = connections.get(physical);
            HikariConfig config = new HikariConfig();
            config.setPoolName("shard-" + physical);
            config.setJdbcUrl(connection.url());
            config.setUsername(connection.username());
            config.setPassword(connection.password());
            config.setMaximumPoolSize(poolSize);
            HikariDataSource pool = new HikariDataSource(config);
            pools.add(pool);
            // Every shard has the same tables; the DDL is idempotent so a restart keeps the rows.
            DatabasePopulatorUtils.execute(new ResourceDatabasePopulator(new ClassPathResource("shard-schema.sql")),
                    pool);
        }
    }

    /** @return the pool of one physical database, for checks and statistics that bypass JPA */
    public DataSource dataSource(int physical) {
        return pools.get(physical);
    }

    /** @return how many physical databases there are */
    public int count() {
        return pools.size();
    }

    @Override
    public void close() {
        pools.forEach(HikariDataSource::close);
    }
}
