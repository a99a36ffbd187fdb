package io.shardflake.sample.shard;

/**
 * The physical shard the current thread works on; read by {@link ShardRoutingDataSource} when a transaction
 * opens its connection. Set by {@link ShardTransactions} only, around one transaction.
 */
final class ShardContext {

    private static final ThreadLocal<Integer> CURRENT = new ThreadLocal<>();

    private ShardContext() {
    }

    static Integer current() {
        return CURRENT.get();
    }

    static void set(Integer physical) {
        if (physical == null) {
            CURRENT.remove();
        } else {
            CURRENT.set(physical);
        }
    }
}
