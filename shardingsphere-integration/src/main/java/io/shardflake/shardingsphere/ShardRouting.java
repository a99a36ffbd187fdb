package io.shardflake.shardingsphere;

import com.google.common.collect.BoundType;
import com.google.common.collect.Range;
import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.config.Setting;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collection;
import java.util.List;
import java.util.Properties;
import org.apache.shardingsphere.infra.algorithm.core.ShardingSphereAlgorithm;
import org.apache.shardingsphere.infra.algorithm.core.exception.AlgorithmExecuteException;
import org.apache.shardingsphere.infra.algorithm.core.exception.AlgorithmInitializationException;
import org.apache.shardingsphere.sharding.api.sharding.standard.PreciseShardingValue;
import org.apache.shardingsphere.sharding.api.sharding.standard.RangeShardingValue;

/**
 * The routing both {@code SHARDFLAKE} sharding algorithms do: an id's logical shard is its shard field
 * ({@code IdLayout.extract(SHARD, id)}, read through the layout, never a fixed bit position); logical shard
 * {@code l} goes to target {@code l % sharding-count} or to the {@code l}-th entry of {@code mapping}; a target is
 * the data source or table whose name ends in that number ({@link TargetNames}). A value that cannot be an id is
 * refused, never guessed: a guess would put a row on the wrong database.
 *
 * @param owner the algorithm, named in ShardingSphere's exceptions
 * @param layout the ids' layout, with a shard field
 * @param targets where each logical shard goes
 */
record ShardRouting(ShardingSphereAlgorithm owner, IdLayout layout, ShardTargets targets) {

    static final List<String> KEYS;

    static {
        List<String> keys = new ArrayList<>(LayoutProps.KEYS);
        keys.add(ShardTargets.SHARDING_COUNT);
        keys.add(ShardTargets.MAPPING);
        KEYS = List.copyOf(keys);
    }

    /**
     * @param owner the algorithm, named in ShardingSphere's exceptions
     * @param props its props: the layout (with a shard field), {@code sharding-count}, {@code mapping}
     * @return the routing
     * @throws AlgorithmInitializationException naming the property, the value and what is allowed
     */
    static ShardRouting of(ShardingSphereAlgorithm owner, Properties props) {
        try {
            AlgorithmProps read = new AlgorithmProps(props, KEYS);
            IdLayout layout = LayoutProps.layout(read);
            if (!layout.has(IdField.SHARD)) {
                boolean preset = read.settings().layout().isPreset();
                throw new InvalidConfigurationException(preset ? Setting.LAYOUT_PRESET.path()
                        : Setting.LAYOUT_SHARD_BITS.path(),
                        preset ? layout.name() : "0", "a layout with a shard field to route by; " + layout.name()
                                + " has " + layout.describeFields());
            }
            return new ShardRouting(owner, layout, ShardTargets.of(read, (int) layout.maxValue(IdField.SHARD) + 1));
        } catch (InvalidConfigurationException e) {
            throw Failures.initialization(owner, e);
        }
    }

    /**
     * @return the available target whose name ends in the number of the id's logical shard's target, or null when
     *     none does: for {@code autoTables} ShardingSphere asks once per data source, offering that data source's
     *     tables, and the table is on another one. When no data source at all answers, ShardingSphere refuses the
     *     statement itself ({@code NoShardingDatabaseRouteInfoException} for a {@code databaseStrategy}), so an
     *     unmatched target never becomes a guess.
     * @throws AlgorithmExecuteException if the value is not an id
     */
    String route(Collection<String> available, PreciseShardingValue<Comparable<?>> value) {
        long id = IdValue.of(value.getValue());
        if (id < 0) {
            throw Failures.execution(owner, "%s.%s = %s is not a Shardflake id (a whole number 0..2^63-1), so it has"
                    + " no shard", value.getLogicTableName(), value.getColumnName(), IdValue.describe(value.getValue()));
        }
        return TargetNames.find(available, targets.targetOf((int) layout.extract(IdField.SHARD, id)));
    }

    /**
     * @return the available targets of exactly the logical shards ids in the range can carry ({@link ShardSpan})
     * @throws AlgorithmExecuteException if a bound is not a number
     */
    Collection<String> route(Collection<String> available, RangeShardingValue<Comparable<?>> value) {
        Range<Comparable<?>> range = value.getValueRange();
        long low = 0;
        long high = Long.MAX_VALUE;
        if (range.hasLowerBound()) {
            BigDecimal bound = bound(value, range.lowerEndpoint());
            BigDecimal first = range.lowerBoundType() == BoundType.CLOSED ? bound.setScale(0, RoundingMode.CEILING)
                    : bound.setScale(0, RoundingMode.FLOOR).add(BigDecimal.ONE);
            if (first.compareTo(BigDecimal.valueOf(Long.MAX_VALUE)) > 0) {
                return List.of();
            }
            low = Math.max(0, first.longValue());
        }
        if (range.hasUpperBound()) {
            BigDecimal bound = bound(value, range.upperEndpoint());
            BigDecimal last = range.upperBoundType() == BoundType.CLOSED ? bound.setScale(0, RoundingMode.FLOOR)
                    : bound.setScale(0, RoundingMode.CEILING).subtract(BigDecimal.ONE);
            if (last.signum() < 0) {
                return List.of();
            }
            high = last.min(BigDecimal.valueOf(Long.MAX_VALUE)).longValue();
        }
        BitSet logicals = ShardSpan.of(layout, low, high);
        return TargetNames.findAll(available, targets.targetsOf(logicals));
    }

    private BigDecimal bound(RangeShardingValue<Comparable<?>> value, Object endpoint) {
        BigDecimal bound = IdValue.bound(endpoint);
        if (bound == null) {
            throw Failures.execution(owner, "a range on %s.%s has the bound %s, which is not a number, so no id range"
                    + " follows from it", value.getLogicTableName(), value.getColumnName(), IdValue.describe(endpoint));
        }
        return bound;
    }

    @Override
    public String toString() {
        return "the shard field of " + layout.name() + " ids, " + targets;
    }
}
