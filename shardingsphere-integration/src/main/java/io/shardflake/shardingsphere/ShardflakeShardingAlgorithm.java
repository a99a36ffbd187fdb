package io.shardflake.shardingsphere;

import org.apache.shardingsphere.infra.algorithm.core.exception.AlgorithmExecuteException;
import org.apache.shardingsphere.infra.algorithm.core.exception.AlgorithmInitializationException;
import org.apache.shardingsphere.sharding.api.sharding.ShardingAutoTableAlgorithm;

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
 *       layout.preset: shardflake   # or layout.time-bits, shard-bits, worker-bits, sequence-bits, order; epoch, tick
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
public final class ShardflakeShardingAlgorithm extends ShardFieldShardingAlgorithm
        implements ShardingAutoTableAlgorithm {

    /** The algorithm's type in ShardingSphere's configuration. */
    public static final String TYPE = "SHARDFLAKE";

    /** For ShardingSphere's service loader; {@link #init(java.util.Properties)} configures it. */
    public ShardflakeShardingAlgorithm() {
    }

    /** @return {@code sharding-count}: how many tables ShardingSphere makes of each logical table */
    @Override
    public int getAutoTablesAmount() {
        return targetCount();
    }

    /** @return {@value #TYPE} */
    @Override
    public String getType() {
        return TYPE;
    }
}
