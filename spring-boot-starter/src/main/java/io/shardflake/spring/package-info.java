/**
 * Shardflake's Spring Boot starter: {@code shardflake.*} properties to a {@link io.shardflake.SnowflakeGenerator},
 * the worker id strategy, the database lease, and the hand-over to Hibernate. Entry point:
 * {@link io.shardflake.spring.ShardflakeAutoConfiguration}.
 */
package io.shardflake.spring;
