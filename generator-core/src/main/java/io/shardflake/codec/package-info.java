/**
 * Turning a 64-bit id into text and back.
 *
 * <p>{@link io.shardflake.codec.IdCodec} is the one interface; {@link io.shardflake.codec.DecimalCodec} and
 * {@link io.shardflake.codec.Crockford32Codec} are its two implementations, also reachable by name through
 * {@link io.shardflake.codec.IdCodec#named(String)}. Both accept only non-negative longs and only their own
 * canonical spelling (plus Crockford's documented aliases); anything else is an
 * {@link io.shardflake.InvalidIdException}, never a partial or wrapped value.
 */
package io.shardflake.codec;
