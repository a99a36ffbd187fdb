package io.shardflake;

import java.time.Instant;

/**
 * The fields of a 64-bit id, read by {@link IdLayout#decode(long)}.
 *
 * @param id the id itself
 * @param timestamp the start of the id's tick, in UTC
 * @param tick ticks since the layout's epoch
 * @param shard the shard field (0 when the layout has none)
 * @param worker the worker field (0 when the layout has none)
 * @param sequence the sequence field (0 when the layout has none)
 */
public record DecodedId(long id, Instant timestamp, long tick, int shard, int worker, long sequence) {
}
