/**
 * Shardflake with Spring Data.
 *
 * <ul>
 *   <li>JPA: {@link io.shardflake.spring.data.AssignedIdPersistable}, a base for entities whose id the application
 *       sets before {@code save()} (for example to pick the row's shard), so that {@code save()} persists (one
 *       INSERT) instead of merging (a SELECT first). Time windows become primary-key ranges with the core's
 *       {@link io.shardflake.IdLayout#idRange(java.time.Instant, java.time.Instant)}.</li>
 *   <li>JDBC: {@link io.shardflake.spring.data.SnowflakeId} and {@link io.shardflake.spring.data.ShardflakeUuid}
 *       mark the aggregates whose null id {@link io.shardflake.spring.data.ShardflakeIdCallback} fills before insert
 *       (auto-configured by {@link io.shardflake.spring.data.ShardflakeDataJdbcAutoConfiguration}); no Hibernate
 *       needed.</li>
 * </ul>
 */
@NullMarked
package io.shardflake.spring.data;

import org.jspecify.annotations.NullMarked;
