package io.shardflake.shardingsphere;


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
 *       layout.preset: shardflake
 *       sharding-count: 4                            # databases
 *       mapping: 0,1,2,3,0,1,2,3,0,1,2,3,0,1,2,3     # optional: the database of each logical shard
 * </pre>
 */
public final class ShardflakeStandardShardingAlgorithm extends ShardFieldShardingAlgorithm {

    /** The algorithm's type in ShardingSphere's configuration. */
    public static final String TYPE = "SHARDFLAKE_STANDARD";

    /** For ShardingSphere's service loader; {@link #init(java.util.Properties)} configures it. */
    public ShardflakeStandardShardingAlgorithm() {
    }

    /** @return {@value #TYPE} */
    @Override
    public String getType() {
        return TYPE;
    }
}
