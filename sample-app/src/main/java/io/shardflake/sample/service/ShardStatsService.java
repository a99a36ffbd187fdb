package io.shardflake.sample.service;

import io.shardflake.sample.shard.ShardRouter;
import io.shardflake.sample.shard.ShardTransactions;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.util.ArrayList;
import java.util.List;
import org.springframework.stereotype.Service;

/** Counts rows on every physical database (a fan-out; the page's bar chart). */
@Service
public class ShardStatsService {

    private final ShardRouter router;
    private final ShardTransactions transactions;

    @PersistenceContext
    private EntityManager entityManager;

    public ShardStatsService(ShardRouter router, ShardTransactions transactions) {
        this.router = router;
        this.transactions = transactions;
    }

    /** @return one entry per physical database, in order */
    public List<ShardStats> perShard() {
        List<ShardStats> stats = new ArrayList<>();
        for (int physical = 0; physical < router.map().physicalCount(); physical++) {
            int shard = physical;
            stats.add(transactions.read(physical, () -> new ShardStats(shard, router.map().logicalOn(shard),
                    count("select count(c) from Customer c"), count("select count(o) from CustomerOrder o"))));
        }
        return stats;
    }

    private long count(String query) {
        return entityManager.createQuery(query, Long.class).getSingleResult();
    }
}
