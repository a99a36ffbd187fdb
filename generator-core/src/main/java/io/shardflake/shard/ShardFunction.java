package io.shardflake.shard;

import io.shardflake.IdLayout;

/**
 * Decides which shard a key belongs to. Two strategies:
 * <ul>
 *   <li>{@link #hashing(int)}: a stable hash of the key ({@link ShardHasher}) mod the shard count: for keys that
 *       are plain values (a customer number, a tenant name, a UUID, an enum);</li>
 *   <li>{@link #shardOfId(IdLayout)}: the shard field of a Shardflake id: for keys that are themselves ids made in
 *       a layout with a shard field, so that a row lands on the same shard as the row it points to (an order on
 *       its customer's shard).</li>
 * </ul>
 * Both are immutable, thread-safe and allocate nothing for {@code long} keys.
 */
public interface ShardFunction {

    /**
     * @param key an integer key, or an id for {@link #shardOfId(IdLayout)}
     * @return its shard, 0 to {@link #shardCount()} - 1
     * @throws io.shardflake.error.InvalidIdException for {@link #shardOfId(IdLayout)} if the id is negative
     */
    int shardOf(long key);

    /**
     * @param key the key; which types are accepted depends on the strategy
     * @return its shard, 0 to {@link #shardCount()} - 1
     * @throws IllegalArgumentException if the key is null or of a type the strategy does not take
     * @throws io.shardflake.error.InvalidIdException for {@link #shardOfId(IdLayout)} if the id is negative or, as text,
     *     not 13 characters of Crockford base32
     */
    int shardOf(Object key);

    /** @return how many shards the answers range over */
    int shardCount();

    /**
     * Shards by a stable hash: {@code ShardHasher.reduce(ShardHasher.hash(key), shardCount)}.
     *
     * @param shardCount the number of shards, at least 1
     * @return the function
     * @throws io.shardflake.error.InvalidConfigurationException if {@code shardCount} is less than 1
     */
    static ShardFunction hashing(int shardCount) {
        return new HashShardFunction(shardCount);
    }

    /**
     * Shards by the shard field of an id: {@code layout.extract(SHARD, id)}. Accepts ids as {@code Long} (or
     * another integer type) and as their 13-character Crockford base32 text.
     *
     * @param layout the layout the ids were made with
     * @return the function
     * @throws io.shardflake.error.InvalidConfigurationException if the layout has no shard field
     */
    static ShardFunction shardOfId(IdLayout layout) {
        return new IdShardFunction(layout);
    }
}
