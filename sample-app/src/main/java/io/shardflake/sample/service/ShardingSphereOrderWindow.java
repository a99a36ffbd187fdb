package io.shardflake.sample.service;

import io.shardflake.IdRange;
import io.shardflake.sample.domain.CustomerOrder;
import io.shardflake.sample.shard.ShardTransactions;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.util.List;
import java.util.function.Function;

/**
 * ShardingSphere's window: one query. ShardingSphere sends it to the databases whose logical shards ids in the range
 * can carry (the SHARDFLAKE algorithm's range routing), rewrites the limit for each, and merges the answers in id
 * order: the merge {@link MergedOrderWindow} writes by hand.
 */
public final class ShardingSphereOrderWindow implements OrderWindow {

    private final ShardTransactions transactions;

    @PersistenceContext
    private EntityManager entityManager;

    public ShardingSphereOrderWindow(ShardTransactions transactions) {
        this.transactions = transactions;
    }

    @Override
    public List<OrderView> find(IdRange range, int limit, boolean newestFirst,
            Function<CustomerOrder, OrderView> view) {
        return transactions.readRoutedByEngine(() -> entityManager.createQuery(OrderWindow.query(newestFirst),
                CustomerOrder.class).setParameter("min", range.min()).setParameter("max", range.max())
                .setMaxResults(limit).getResultList().stream().map(view).toList());
    }
}
