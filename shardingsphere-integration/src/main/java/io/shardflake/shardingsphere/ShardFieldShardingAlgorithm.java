package io.shardflake.shardingsphere;

import io.shardflake.IdLayout;
import java.util.Collection;
import java.util.Properties;
import org.apache.shardingsphere.infra.algorithm.core.exception.AlgorithmExecuteException;
import org.apache.shardingsphere.infra.algorithm.core.exception.AlgorithmInitializationException;
import org.apache.shardingsphere.sharding.api.sharding.standard.PreciseShardingValue;
import org.apache.shardingsphere.sharding.api.sharding.standard.RangeShardingValue;
import org.apache.shardingsphere.sharding.api.sharding.standard.StandardShardingAlgorithm;
import org.jspecify.annotations.Nullable;

/**
 * What both of Shardflake's sharding algorithms do: route a value by the shard field of the Shardflake id it is, to
 * the target (data source or table) whose name ends in that shard's number. {@link ShardflakeShardingAlgorithm} adds
 * what {@code autoTables} needs, {@link ShardflakeStandardShardingAlgorithm} is the same routing for {@code tables}.
 */
abstract class ShardFieldShardingAlgorithm implements StandardShardingAlgorithm<Comparable<?>> {

    private @Nullable ShardRouting routing;

    /**
     * @param props the layout (it must have a shard field), {@code sharding-count}, {@code mapping}
     * @throws AlgorithmInitializationException naming the property, the value and what is allowed
     */
    @Override
    public final void init(@Nullable Properties props) {
        routing = ShardRouting.of(this, props);
    }

    /**
     * @return the target of the value's logical shard, or null when it is not among the available ones
     *     (ShardingSphere asks each data source for its tables; for data sources it then refuses the statement)
     * @throws AlgorithmExecuteException if the value is not an id
     */
    @Override
    public final String doSharding(Collection<String> availableTargetNames,
            PreciseShardingValue<Comparable<?>> value) {
        return routing.route(availableTargetNames, value);
    }

    /**
     * @return the targets of the logical shards ids in the range can carry
     * @throws AlgorithmExecuteException if a bound is not a number
     */
    @Override
    public final Collection<String> doSharding(Collection<String> availableTargetNames,
            RangeShardingValue<Comparable<?>> value) {
        return routing.route(availableTargetNames, value);
    }

    /** @return the layout whose shard field routes */
    public final IdLayout layout() {
        return routing.layout();
    }

    /**
     * @param logical a logical shard, 0 to {@code 2^shard-bits - 1}
     * @return the number of the target it goes to
     */
    public final int targetOf(int logical) {
        return routing.targets().targetOf(logical);
    }

    /** @return how many targets the routing spreads over ({@code sharding-count}) */
    final int targetCount() {
        return routing.targets().count();
    }

    @Override
    public String toString() {
        return getType() + " sharding by " + (routing == null ? "(not initialised)" : routing);
    }
}
