/**
 * Strings a PHP fleet makes with {@code uniqid()}, a random prefix and a shard digit, made and read in Java so a
 * Java service can share sharded tables with such a fleet.
 *
 * <pre>
 *   d pppp ssssssss uuuuu        3 1a2b 4aa5c7f2 c2d33     (4 shards)
 *   | |    |        |
 *   | |    |        microseconds, 5 hex (00000..f423f)      798,003
 *   | |    seconds since 1970, 8 hex                        2009-09-08T02:56:50Z
 *   | random prefix, 4 hex (optional; md5(rand()) in PHP)
 *   shard digit = (last 5 hex as a number) mod shard count  798,003 mod 4 = 3
 *
 *   ssssssss uuuuu is what PHP's uniqid() returns: 13 hex characters.
 * </pre>
 *
 * <p>{@link io.shardflake.uniqid.UniqidFormat} says how many shards and whether there is a prefix, and parses;
 * {@link io.shardflake.uniqid.Uniqid} is one id; {@link io.shardflake.uniqid.UniqidGenerator} makes them.
 */
@NullMarked
package io.shardflake.uniqid;

import org.jspecify.annotations.NullMarked;
