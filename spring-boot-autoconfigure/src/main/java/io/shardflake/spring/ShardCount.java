package io.shardflake.spring;

import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.error.InvalidConfigurationException;

/** {@code shardflake.shard.count}, checked against the layout's shard field. */
final class ShardCount {

    private ShardCount() {
    }

    /**
     * @param count the configured count, or null for every shard the layout holds
     * @param layout the layout
     * @return the count, 1 to the number of shards the layout holds (1 without a shard field)
     * @throws InvalidConfigurationException naming {@code shardflake.shard.count} if it is out of range
     */
    static int resolve(Integer count, IdLayout layout) {
        // A 31-bit shard field holds 2^31 shards, one more than an int; no one hashes over that many.
        long shards = Math.min(layout.maxValue(IdField.SHARD) + 1, Integer.MAX_VALUE);
        if (count == null) {
            return (int) shards;
        }
        if (count < 1 || count > shards) {
            String allowed = layout.has(IdField.SHARD)
                    ? "1.." + shards + " (the shards of layout " + layout.name() + ", " + layout.width(IdField.SHARD)
                            + " bits)"
                    : "1 (layout " + layout.name() + " has no shard field)";
            throw new InvalidConfigurationException(PropertyKeys.SHARD_COUNT, count, allowed);
        }
        return count;
    }
}
