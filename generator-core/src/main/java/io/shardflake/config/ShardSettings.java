package io.shardflake.config;

import io.shardflake.IdField;
import io.shardflake.IdLayout;
import org.jspecify.annotations.Nullable;

/**
 * {@code shardflake.shard.*}: checked against the layout when asked for, since the layout may be the application's
 * own.
 *
 * @param count how many shards keys are hashed over, or null for every shard the layout holds
 * @param defaultShard the shard of ids made without one
 * @param singleWriter whether this instance alone makes ids for each shard it writes
 */
public record ShardSettings(@Nullable Integer count, int defaultShard, boolean singleWriter) {

    static ShardSettings read(SettingReader reader) {
        Integer count = reader.integer(Setting.SHARD_COUNT, "a whole number of shards");
        Integer defaultShard = reader.integer(Setting.SHARD_DEFAULT, "a whole number, 0 to the shard field's maximum");
        return new ShardSettings(count, defaultShard == null ? 0 : defaultShard,
                reader.flag(Setting.SHARD_SINGLE_WRITER, false));
    }

    /**
     * @param layout the layout
     * @return the count, 1 to the number of shards the layout holds (1 without a shard field)
     * @throws InvalidSettingException naming {@code shardflake.shard.count} if it is out of range
     */
    public int count(IdLayout layout) {
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
            throw new InvalidSettingException(Setting.SHARD_COUNT, count, allowed);
        }
        return count;
    }

    /**
     * @param layout the layout
     * @return the default shard
     * @throws InvalidSettingException naming {@code shardflake.shard.default} if it does not fit the shard field
     */
    public int defaultShard(IdLayout layout) {
        if (defaultShard < 0 || defaultShard > layout.maxValue(IdField.SHARD)) {
            throw new InvalidSettingException(Setting.SHARD_DEFAULT, defaultShard, layout.has(IdField.SHARD)
                    ? "0.." + layout.maxValue(IdField.SHARD) + " (" + layout.width(IdField.SHARD) + " bits)"
                    : "0 (layout " + layout.name() + " has no shard field)");
        }
        return defaultShard;
    }
}
