/**
 * Micrometer meters of every generator the starter makes ({@code shardflake.*}, tagged with the kind of generator),
 * of the Snowflake layout's remaining life, and of the worker id's lease, bound by the binders of
 * {@code shardflake-micrometer} (entry point: {@link io.shardflake.spring.metrics.ShardflakeMetricsAutoConfiguration},
 * for an application with a {@code MeterRegistry} bean).
 */
@NullMarked
package io.shardflake.spring.metrics;

import org.jspecify.annotations.NullMarked;
