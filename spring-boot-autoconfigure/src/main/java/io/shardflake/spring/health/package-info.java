/**
 * The {@code shardflake} health component: DOWN when this instance cannot make safe ids (its worker id's lease is
 * lost), UP with a warning when the layout ends within {@code shardflake.health.min-remaining-life} (entry point:
 * {@link io.shardflake.spring.health.ShardflakeHealthAutoConfiguration}, for an application with
 * {@code spring-boot-health}).
 */
@NullMarked
package io.shardflake.spring.health;

import org.jspecify.annotations.NullMarked;
