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
 * that Spring Boot, JPA and the worker lease see only the engine's one (the routing one, or ShardingSphere over
 * these same pools).
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

    /** @return the database product of physical shard 0, as its driver names it ({@code H2}, {@code PostgreSQL}) */
    public String productName() {
        try (java.sql.Connection connection = pools.get(0).getConnection()) {
            return connection.getMetaData().getDatabaseProductName();
        } catch (java.sql.SQLException e) {
            throw new IllegalStateException("cannot reach physical shard 0", e);
        }
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
