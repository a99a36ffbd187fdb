package io.shardflake.sample.service;

import io.shardflake.IdRange;
import io.shardflake.sample.domain.CustomerOrder;
import java.util.List;
import java.util.function.Function;

/**
 * The one query that spans every database: orders whose ids lie in a range (a time window, since time is the id's
 * leading field), in id order, at most {@code limit}. How it spans them is the engine's business:
 * {@link MergedOrderWindow} asks each database and merges, {@link ShardingSphereOrderWindow} asks ShardingSphere,
 * which does both.
 */
public interface OrderWindow {

    /**
     * @param range a non-empty id range
     * @param limit at most this many orders
     * @param newestFirst descending ids instead of ascending
     * @param view turns an order into its view, inside the transaction that read it
     * @return the orders' views, sorted by id
     */
    List<OrderView> find(IdRange range, int limit, boolean newestFirst, Function<CustomerOrder, OrderView> view);

    /** The JPQL both engines run, on each database or through ShardingSphere. */
    static String query(boolean newestFirst) {
        return "select o from CustomerOrder o where o.id between :min and :max order by o.id"
                + (newestFirst ? " desc" : "");
    }
}
