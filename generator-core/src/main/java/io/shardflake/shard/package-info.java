/**
 * Which shard a row belongs to: {@link io.shardflake.shard.ShardFunction} (by a stable hash of a key, or by the
 * shard field of an id) and {@link io.shardflake.shard.ShardHasher}, the hash itself. The Hibernate integration's
 * {@code @ShardKey} reads an entity's key and asks this package; nothing here knows about entities.
 */
@NullMarked
package io.shardflake.shard;

import org.jspecify.annotations.NullMarked;
