package io.shardflake.shard;

import io.shardflake.error.InvalidConfigurationException;

/** {@link ShardFunction#hashing(int)}: a stable hash of the key mod the shard count. */
final class HashShardFunction implements ShardFunction {

    private final int shardCount;

    HashShardFunction(int shardCount) {
        if (shardCount < 1) {
            throw new InvalidConfigurationException("shard count", shardCount, "1 or more");
        }
        this.shardCount = shardCount;
    }

    @Override
    public int shardOf(long key) {
        return ShardHasher.reduce(ShardHasher.hash(key), shardCount);
    }

    @Override
    public int shardOf(Object key) {
        return ShardHasher.reduce(ShardHasher.hash(key), shardCount);
    }

    @Override
    public int shardCount() {
        return shardCount;
    }

    @Override
    public String toString() {
        return "hash mod " + shardCount;
    }
}
