/**
 * Shardflake's Spring Boot starter: {@code shardflake.*} properties to a {@link io.shardflake.SnowflakeGenerator},
 * the worker id strategy, the database lease, and the hand-over to Hibernate (entry point:
 * {@link io.shardflake.spring.ShardflakeAutoConfiguration}); the actuator endpoint, info, health and Micrometer meters
 * ({@code ShardflakeActuatorAutoConfiguration}, {@code ShardflakeHealthAutoConfiguration},
 * {@code ShardflakeMetricsAutoConfiguration}); ids as JSON strings ({@code ShardflakeJacksonAutoConfiguration}).
 */
@NullMarked
package io.shardflake.spring;

import org.jspecify.annotations.NullMarked;
