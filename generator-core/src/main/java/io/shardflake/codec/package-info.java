/**
 * Turning a 64-bit id into text and back, and the one reader of id text every module uses.
 *
 * <p>{@link io.shardflake.codec.IdCodec} is the one interface; {@link io.shardflake.codec.DecimalCodec} and
 * {@link io.shardflake.codec.Crockford32Codec} are its two implementations, also reachable by name through
 * {@link io.shardflake.codec.IdCodec#named(String)}. Both accept only non-negative longs and only their own
 * canonical spelling (plus Crockford's documented aliases); anything else is an
 * {@link io.shardflake.error.InvalidIdException}, never a partial or wrapped value.
 *
 * <p>{@link io.shardflake.codec.IdText} reads an id whose form is not known in advance (a command-line argument,
 * a URL): decimal or 13 characters of base32 by shape, and 13 digits, which are both, refused with an
 * {@link io.shardflake.codec.AmbiguousIdException} carrying both readings until the caller names the form.
 */
package io.shardflake.codec;
