/**
 * Shardflake's Spring Boot auto-configuration: {@code shardflake.*} properties to a
 * {@link io.shardflake.SnowflakeGenerator} and the UUID, Locality and uniqid generators, the worker id strategy,
 * the database lease, readiness while the lease is lost, and the hand-over to Hibernate (entry point:
 * {@link io.shardflake.spring.ShardflakeAutoConfiguration}). A package per further feature:
 * {@code actuator} (the endpoint and info), {@code health}, {@code metrics} (Micrometer) and {@code jackson} (ids
 * as JSON strings).
 */
@NullMarked
package io.shardflake.spring;

import org.jspecify.annotations.NullMarked;
