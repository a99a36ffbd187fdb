package io.shardflake.shardingsphere;

import io.shardflake.error.InvalidConfigurationException;
import java.util.Arrays;
import java.util.BitSet;
import java.util.stream.Collectors;

/**
 * Which target (a database in {@code tables}, a table in {@code autoTables}) holds each logical shard:
 * {@code logical % sharding-count}, or the explicit {@code mapping} list, one target number per logical shard.
 * Immutable, checked once when the algorithm starts, so a typo cannot send rows to a target that does not exist.
 */
final class ShardTargets {

    static final String SHARDING_COUNT = "sharding-count";
    static final String MAPPING = "mapping";

    private final int[] targetOfLogical;
    private final int count;

    private ShardTargets(int[] targetOfLogical, int count) {
        this.targetOfLogical = targetOfLogical;
        this.count = count;
    }

    /**
     * @param props the algorithm's props: {@code sharding-count} (required), {@code mapping} (optional)
     * @param logicalCount the logical shards, {@code 2^shard-bits}
     * @return the map
     * @throws InvalidConfigurationException naming the key, the value and what is allowed
     */
    static ShardTargets of(AlgorithmProps props, int logicalCount) {
        Integer count = props.integer(SHARDING_COUNT, 1, logicalCount, "targets: databases in tables, tables in"
                + " autoTables; at most one per logical shard, and the layout has " + logicalCount);
        if (count == null) {
            throw new InvalidConfigurationException(SHARDING_COUNT, null, "1.." + logicalCount + ": how many targets"
                    + " (databases in tables, tables in autoTables) the " + logicalCount + " logical shards spread over");
        }
        int[] targets = new int[logicalCount];
        String mapping = props.text(MAPPING);
        if (mapping == null) {
            for (int logical = 0; logical < logicalCount; logical++) {
                targets[logical] = logical % count;
            }
            return new ShardTargets(targets, count);
        }
        String allowed = logicalCount + " comma-separated target numbers 0.." + (count - 1) + ", the target of"
                + " logical shard 0, 1, ... " + (logicalCount - 1) + " in turn";
        String[] parts = mapping.split(",");
        if (parts.length != logicalCount) {
            throw new InvalidConfigurationException(MAPPING, mapping, allowed + "; " + parts.length + " given");
        }
        for (int logical = 0; logical < logicalCount; logical++) {
            try {
                targets[logical] = Integer.parseInt(parts[logical].trim());
            } catch (NumberFormatException e) {
                targets[logical] = -1;
            }
            if (targets[logical] < 0 || targets[logical] >= count) {
                throw new InvalidConfigurationException(MAPPING, mapping, allowed + "; logical shard " + logical
                        + " has " + parts[logical].trim());
            }
        }
        return new ShardTargets(targets, count);
    }

    /** @return the target number of a logical shard */
    int targetOf(int logical) {
        return targetOfLogical[logical];
    }

    /** @return the target numbers of the given logical shards */
    BitSet targetsOf(BitSet logicals) {
        BitSet targets = new BitSet(count);
        logicals.stream().forEach(logical -> targets.set(targetOfLogical[logical]));
        return targets;
    }

    /** @return {@code sharding-count}: targets 0..count-1 */
    int count() {
        return count;
    }

    @Override
    public String toString() {
        return count + " targets, logical shards to targets " + Arrays.stream(targetOfLogical).mapToObj(String::valueOf)
                .collect(Collectors.joining(",", "[", "]"));
    }
}
