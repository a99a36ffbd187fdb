/**
 * Groupon's Locality UUID "vB": 36-character UUID strings whose first characters either vary from id to id (to
 * spread writes over a cluster) or stay alike (to keep writes together), and whose process id, MAC fragment and
 * millisecond time can be read back.
 *
 * <pre>
 *   wwwwwwww-xxxx-byyy-yyyy-zzzzzzzzzzzz
 *   |      | |  | ||       | |          |
 *   counter  pid  ||  MAC  |  time: ms since 1970-01-01T00:00:00Z
 *   32 bits  16   |   28 bits  48 bits
 *                 version 'b' (4 bits)
 * </pre>
 *
 * <p>{@link io.shardflake.locality.LocalityUuidGenerator} makes them, in either
 * {@link io.shardflake.locality.CounterMode}; {@link io.shardflake.locality.LocalityUuid} is one id, parsed strictly
 * ({@link io.shardflake.locality.InvalidLocalityUuidException} otherwise) and printed in lower case.
 */
@NullMarked
package io.shardflake.locality;

import org.jspecify.annotations.NullMarked;
