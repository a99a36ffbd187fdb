package io.shardflake.sample.service;

import io.shardflake.sample.shard.PhysicalShards;
import io.shardflake.sample.shard.ShardRouter;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.springframework.stereotype.Service;

/**
 * Counts rows on every physical database (the page's bar chart). Plain JDBC on each database's pool, whatever the
 * engine: a count per database is about the databases, and through ShardingSphere a count would come back merged
 * into one total.
 */
@Service
public class ShardStatsService {

    private final ShardRouter router;
    private final PhysicalShards shards;

    public ShardStatsService(ShardRouter router, PhysicalShards shards) {
        this.router = router;
        this.shards = shards;
    }

    /** @return one entry per physical database, in order */
    public List<ShardStats> perShard() {
        List<ShardStats> stats = new ArrayList<>();
        for (int physical = 0; physical < shards.count(); physical++) {
            try (Connection connection = shards.dataSource(physical).getConnection();
                    Statement statement = connection.createStatement()) {
                stats.add(new ShardStats(physical, router.map().logicalOn(physical),
                        count(statement, "customers"), count(statement, "orders")));
            } catch (SQLException e) {
                throw new IllegalStateException("cannot count the rows of physical shard " + physical, e);
            }
        }
        return stats;
    }

    private static long count(Statement statement, String table) throws SQLException {
        try (ResultSet rows = statement.executeQuery("select count(*) from " + table)) {
            rows.next();
            return rows.getLong(1);
        }
    }
}
