/**
 * Shardflake ids in the application's own JSON (Jackson 3): {@code @PublicId} properties as public ids
 * ({@link io.shardflake.spring.jackson.PublicIdJacksonModule}), and ids as JSON strings, read from strings or
 * numbers, with {@code shardflake.jackson.ids-as-strings=true}
 * ({@link io.shardflake.spring.jackson.SnowflakeIdJacksonModule}); entry point:
 * {@link io.shardflake.spring.jackson.ShardflakeJacksonAutoConfiguration}.
 */
@NullMarked
package io.shardflake.spring.jackson;

import org.jspecify.annotations.NullMarked;
