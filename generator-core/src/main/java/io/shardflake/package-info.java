/**
 * Shardflake's front door: {@link io.shardflake.IdLayout} (how 63 bits are shared out between time, shard,
 * worker and sequence), {@link io.shardflake.SnowflakeGenerator} (makes ids), {@link io.shardflake.DecodedId}
 * (what an id says), the presets of the systems users already run, and the exceptions every package throws.
 *
 * <p>Around it, one package per concept: {@code clock} (the logical clock every generator keeps), {@code worker}
 * (where worker ids come from, and their database lease), {@code uuid}, {@code locality} and {@code uniqid} (the
 * other formats), {@code codec} (text forms of 64-bit ids), {@code shard} (which shard a key belongs to),
 * {@code plan} (sizing a layout), {@code sql} (the same decoding inside a database) and {@code cli} (the command
 * line, which only calls the others).
 */
@NullMarked
package io.shardflake;

import org.jspecify.annotations.NullMarked;
