package io.shardflake.sample.shard;

/** Where one physical shard is: JDBC URL and credentials. */
record ShardConnection(String url, String username, String password) {
}
