/**
 * The Shardflake sample application: {@code shard} routes, {@code domain} maps, {@code service} works,
 * {@code web} answers HTTP, {@code evaluate} proves it under load.
 */
package io.shardflake.sample;
