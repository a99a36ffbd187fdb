/**
 * Micrometer meters of Shardflake's generators ({@code shardflake.*}, tagged with the kind of generator), of the
 * Snowflake layout's remaining life and of the worker id's lease: {@link io.shardflake.micrometer.ShardflakeMetrics}
 * and {@link io.shardflake.micrometer.IdGeneratorMetrics}, binders the Spring Boot starter and the Quarkus extension
 * both register, so the two name and describe every meter alike.
 */
@NullMarked
package io.shardflake.micrometer;

import org.jspecify.annotations.NullMarked;
