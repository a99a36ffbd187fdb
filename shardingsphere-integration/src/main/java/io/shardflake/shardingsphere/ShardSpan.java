package io.shardflake.shardingsphere;

import io.shardflake.IdField;
import io.shardflake.IdLayout;
import java.util.BitSet;

/**
 * The logical shards that ids in a range {@code [low, high]} can carry, exactly, for any position of the shard
 * field. Split every id into the bits above the shard field, the shard, and the bits below. While the bits above
 * are the same, ids grow with the shard, so the shards from {@code low}'s to {@code high}'s are all reachable; when
 * the bits above differ by one, the range wraps (from {@code low}'s shard to the largest, and from 0 to
 * {@code high}'s); by more, every shard is reachable. With the {@code shardflake} layout (shard lowest) a range of
 * 16 ids or more reaches every shard; with the shard above time, a time window stays on the shards it names.
 */
final class ShardSpan {

    private ShardSpan() {
    }

    /**
     * @param layout the layout with a shard field
     * @param low the smallest id, 0 or more
     * @param high the largest id, {@code low} or more
     * @return the logical shards reachable
     */
    static BitSet of(IdLayout layout, long low, long high) {
        int shardCount = (int) layout.maxValue(IdField.SHARD) + 1;
        BitSet shards = new BitSet(shardCount);
        if (low > high) {
            return shards;
        }
        int above = layout.shift(IdField.SHARD) + layout.width(IdField.SHARD);
        long lowAbove = above >= 64 ? 0 : low >>> above;
        long highAbove = above >= 64 ? 0 : high >>> above;
        int lowShard = (int) layout.extract(IdField.SHARD, low);
        int highShard = (int) layout.extract(IdField.SHARD, high);
        if (lowAbove == highAbove) {
            shards.set(lowShard, highShard + 1);
        } else if (highAbove - lowAbove == 1) {
            shards.set(lowShard, shardCount);
            shards.set(0, highShard + 1);
        } else {
            shards.set(0, shardCount);
        }
        return shards;
    }
}
