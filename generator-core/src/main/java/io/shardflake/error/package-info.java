/**
 * The exceptions every package of Shardflake may throw: the unchecked base
 * {@link io.shardflake.error.ShardflakeException} and the cases a caller may handle — a refused setting
 * ({@link io.shardflake.error.InvalidConfigurationException}), a malformed id
 * ({@link io.shardflake.error.InvalidIdException}), a layout whose time ran out
 * ({@link io.shardflake.error.LayoutExhaustedException}). A leaf: it depends on no other Shardflake package, so the
 * clock, workers, UUIDs and codecs can throw them without reaching up into {@code io.shardflake}.
 */
package io.shardflake.error;
