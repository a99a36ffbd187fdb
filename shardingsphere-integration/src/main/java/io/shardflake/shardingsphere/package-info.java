/**
 * Shardflake for Apache ShardingSphere-JDBC 5.5: the sharding algorithm
 * {@link io.shardflake.shardingsphere.ShardflakeShardingAlgorithm} (type {@code SHARDFLAKE}), which routes rows
 * by the shard field of a Shardflake id, and the key generator
 * {@link io.shardflake.shardingsphere.ShardflakeKeyGenerateAlgorithm} (type {@code SHARDFLAKE}), which makes
 * Shardflake ids; both registered through {@code META-INF/services}. It knows no Hibernate and no Spring, and
 * has no id logic of its own: layouts, generators, worker leases and the shard field come from the core.
 */
@NullMarked
package io.shardflake.shardingsphere;

import org.jspecify.annotations.NullMarked;
