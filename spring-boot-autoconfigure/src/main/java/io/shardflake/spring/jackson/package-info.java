/**
 * Ids as JSON strings in the application's own JSON: a Jackson 3 module that writes Shardflake ids as strings and
 * reads them from strings or numbers, registered with {@code shardflake.jackson.ids-as-strings=true} (entry point:
 * {@link io.shardflake.spring.jackson.ShardflakeJacksonAutoConfiguration}).
 */
@NullMarked
package io.shardflake.spring.jackson;

import org.jspecify.annotations.NullMarked;
