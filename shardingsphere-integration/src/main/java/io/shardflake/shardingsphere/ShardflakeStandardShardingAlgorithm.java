package io.shardflake.shardingsphere;

import io.shardflake.IdLayout;
import java.util.Collection;
import java.util.Properties;
import org.apache.shardingsphere.infra.algorithm.core.exception.AlgorithmExecuteException;
import org.apache.shardingsphere.infra.algorithm.core.exception.AlgorithmInitializationException;
import org.apache.shardingsphere.sharding.api.sharding.standard.PreciseShardingValue;
import org.apache.shardingsphere.sharding.api.sharding.standard.RangeShardingValue;
import org.apache.shardingsphere.sharding.api.sharding.standard.StandardShardingAlgorithm;

/**
 * ShardingSphere sharding algorithm {@value #TYPE}, for {@code tables}: the routing of
 * {@link ShardflakeShardingAlgorithm} (the same props, the same answers) as a plain standard algorithm, because
 * ShardingSphere 5.5 refuses an auto-table algorithm in a {@code databaseStrategy} or {@code tableStrategy}. Here a
 * target is a data source (or, in a {@code tableStrategy}, a table) whose name ends in its number, so the same
 * table name can stay on every database:
 *
 * <pre>
 * tables:
 *   customers:
 *     actualDataNodes: ds_${0..3}.customers
 *     databaseStrategy: { standard: { shardingColumn: id, shardingAlgorithmName: by_shardflake_id } }
 *   orders:
 *     actualDataNodes: ds_${0..3}.orders
 *     databaseStrategy: { standard: { shardingColumn: customer_id, shardingAlgorithmName: by_shardflake_id } }
 * bindingTables: [ customers,orders ]
 * shardingAlgorithms:
 *   by_shardflake_id:
 *     type: SHARDFLAKE_STANDARD
 *     props:
 *       layout: shardflake
 *       sharding-count: 4                            # databases
 *       mapping: 0,1,2,3,0,1,2,3,0,1,2,3,0,1,2,3     # optional: the database of each logical shard
 * </pre>
 */
public final class ShardflakeStandardShardingAlgorithm implements StandardShardingAlgorithm<Comparable<?>> {

    /** The algorithm's type in ShardingSphere's configuration. */
    public static final String TYPE = "SHARDFLAKE_STANDARD";

    private ShardRouting routing;

    /** For ShardingSphere's service loader; {@link #init(Properties)} configures it. */
    public ShardflakeStandardShardingAlgorithm() {
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
     * @return the data source (or table) of the value's logical shard, or null when it is not among the available
     *     ones (ShardingSphere then refuses the statement: no database to route to)
     * @throws AlgorithmExecuteException if the value is not an id
     */
    @Override
    public String doSharding(Collection<String> availableTargetNames, PreciseShardingValue<Comparable<?>> value) {
        return routing.route(availableTargetNames, value);
    }

    /**
     * @return the data sources (or tables) of the logical shards ids in the range can carry
     * @throws AlgorithmExecuteException if a bound is not a number
     */
    @Override
    public Collection<String> doSharding(Collection<String> availableTargetNames,
            RangeShardingValue<Comparable<?>> value) {
        return routing.route(availableTargetNames, value);
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
     * @return the number of the data source (or table) it goes to
     */
    public int targetOf(int logical) {
        return routing.targets().targetOf(logical);
    }

    @Override
    public String toString() {
        return TYPE + " sharding by " + (routing == null ? "(not initialised)" : routing);
    }
}
