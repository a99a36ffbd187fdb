package io.shardflake.sample.shard;

/**
 * A database server the sample starts for itself, with one database per physical shard: for the {@code postgres}
 * and {@code mariadb} profiles without servers of one's own. It demonstrates routing on a real database, not
 * durability; its data is removed when it closes.
 */
public interface LocalShardServer extends AutoCloseable {

    /**
     * @param physical the physical shard, 0 to the count - 1
     * @return how to connect to its database, created if missing
     */
    ShardConnection connection(int physical);
}
