/**
 * Shards: the logical-to-physical map, the router that reads an id's shard field, the routing {@code DataSource}
 * and transactions bound to one physical database.
 */
package io.shardflake.sample.shard;
