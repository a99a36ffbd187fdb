package io.shardflake.sample.service;

import io.shardflake.IdRange;
import io.shardflake.sample.domain.CustomerOrder;
import io.shardflake.sample.shard.ShardRouter;
import io.shardflake.sample.shard.ShardTransactions;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;

/**
 * The routing engine's window: every physical database is asked for its first {@code limit} ids in the range (the
 * primary key index answers), and the answers are merged by id and cut to {@code limit}.
 */
public final class MergedOrderWindow implements OrderWindow {

    private final ShardRouter router;
    private final ShardTransactions transactions;

    @PersistenceContext
    private EntityManager entityManager;

    public MergedOrderWindow(ShardRouter router, ShardTransactions transactions) {
        this.router = router;
        this.transactions = transactions;
    }

    @Override
    public List<OrderView> find(IdRange range, int limit, boolean newestFirst,
            Function<CustomerOrder, OrderView> view) {
        List<OrderView> merged = new ArrayList<>();
        for (int physical = 0; physical < router.map().physicalCount(); physical++) {
            merged.addAll(transactions.read(physical, () -> entityManager.createQuery(OrderWindow.query(newestFirst),
                    CustomerOrder.class).setParameter("min", range.min()).setParameter("max", range.max())
                    .setMaxResults(limit).getResultList().stream().map(view).toList()));
        }
        Comparator<OrderView> byId = Comparator.comparingLong(OrderView::id);
        // Each database's list is sorted and at most `limit` long, so sorting the union and cutting it is exact.
        merged.sort(newestFirst ? byId.reversed() : byId);
        return List.copyOf(merged.subList(0, Math.min(limit, merged.size())));
    }
}
