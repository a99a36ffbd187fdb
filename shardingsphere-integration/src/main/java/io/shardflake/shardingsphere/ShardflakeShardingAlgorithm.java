package io.shardflake.shardingsphere;

import io.shardflake.IdLayout;
import java.util.Collection;
import java.util.Properties;
import org.apache.shardingsphere.infra.algorithm.core.exception.AlgorithmExecuteException;
import org.apache.shardingsphere.infra.algorithm.core.exception.AlgorithmInitializationException;
import org.apache.shardingsphere.sharding.api.sharding.ShardingAutoTableAlgorithm;
import org.apache.shardingsphere.sharding.api.sharding.standard.PreciseShardingValue;
import org.apache.shardingsphere.sharding.api.sharding.standard.RangeShardingValue;
import org.apache.shardingsphere.sharding.api.sharding.standard.StandardShardingAlgorithm;

/**
 * ShardingSphere sharding algorithm {@value #TYPE}, for {@code autoTables}: routes a row by the shard field of a
 * Shardflake id column — the row's own id, or the id of its parent (an order by {@code customer_id}), so that a
 * child lands with its parent and the two tables can be bound ({@code bindingTables}).
 *
 * <pre>
 * autoTables:
 *   customers:
 *     actualDataSources: ds_${0..3}
 *     shardingStrategy: { standard: { shardingColumn: id, shardingAlgorithmName: by_shardflake_id } }
 *   orders:
 *     actualDataSources: ds_${0..3}
 *     shardingStrategy: { standard: { shardingColumn: customer_id, shardingAlgorithmName: by_shardflake_id } }
 * bindingTables: [ customers,orders ]
 * shardingAlgorithms:
 *   by_shardflake_id:
 *     type: SHARDFLAKE
 *     props:
 *       layout: shardflake        # or time-bits, shard-bits, worker-bits, sequence-bits, order; epoch, tick
 *       sharding-count: 16        # tables: 1..2^shard-bits
 *       mapping: 0,1,2,...        # optional: the table of each logical shard (default logical % sharding-count)
 * </pre>
 *
 * <p>ShardingSphere makes {@code sharding-count} tables per logical table ({@code customers_0} ...) and places table
 * {@code n} on data source {@code n % dataSources}; this algorithm sends logical shard {@code l} to table
 * {@code l % sharding-count} (or {@code mapping}'s entry). ShardingSphere 5.5 refuses an auto-table algorithm
 * under {@code tables}; for {@code tables} (a {@code databaseStrategy} over {@code actualDataNodes}) use
 * {@link ShardflakeStandardShardingAlgorithm}, type {@value ShardflakeStandardShardingAlgorithm#TYPE}, which routes
 * alike.
 *
 * <p>{@code =} and {@code IN} route to one table per value; {@code BETWEEN}, {@code <}, {@code >} to the tables of
 * exactly the logical shards ids in the range can carry. A value that cannot be an id is refused with
 * {@link AlgorithmExecuteException}. Properties are checked in {@link #init(Properties)}, when the DataSource
 * starts; a bad one fails with {@link AlgorithmInitializationException} naming the property, the value and what is
 * allowed.
 */
public final class ShardflakeShardingAlgorithm implements StandardShardingAlgorithm<Comparable<?>>,
        ShardingAutoTableAlgorithm {

    /** The algorithm's type in ShardingSphere's configuration. */
    public static final String TYPE = "SHARDFLAKE";

    private ShardRouting routing;

    /** For ShardingSphere's service loader; {@link #init(Properties)} configures it. */
    public ShardflakeShardingAlgorithm() {
    }

    /**
     * @param props the layout (it must have a shard field), {@code sharding-count}, {@code mapping}
     * @throws AlgorithmInitializationException naming the property, the value and what is allowed
     */
    @Override
    public void init(Properties props) {
        routing = ShardRouting.of(this, props);
    }

    /**
     * @return the table of the value's logical shard, or null when it is not among the available ones (they are
     *     one data source's; ShardingSphere asks each)
     * @throws AlgorithmExecuteException if the value is not an id
     */
    @Override
    public String doSharding(Collection<String> availableTargetNames, PreciseShardingValue<Comparable<?>> value) {
        return routing.route(availableTargetNames, value);
    }

    /**
     * @return the tables of the logical shards ids in the range can carry
     * @throws AlgorithmExecuteException if a bound is not a number
     */
    @Override
    public Collection<String> doSharding(Collection<String> availableTargetNames,
            RangeShardingValue<Comparable<?>> value) {
        return routing.route(availableTargetNames, value);
    }

    /** @return {@code sharding-count}: how many tables ShardingSphere makes of each logical table */
    @Override
    public int getAutoTablesAmount() {
        return routing.targets().count();
    }

    /** @return {@value #TYPE} */
    @Override
    public String getType() {
        return TYPE;
    }

    /** @return the layout whose shard field routes */
    public IdLayout layout() {
        return routing.layout();
    }

    /**
     * @param logical a logical shard, 0 to {@code 2^shard-bits - 1}
     * @return the number of the table it goes to
     */
    public int targetOf(int logical) {
        return routing.targets().targetOf(logical);
    }

    @Override
    public String toString() {
        return TYPE + " sharding by " + (routing == null ? "(not initialised)" : routing);
    }
}
