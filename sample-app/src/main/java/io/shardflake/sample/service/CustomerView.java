package io.shardflake.sample.service;

import io.shardflake.hibernate.SnowflakeId;

/**
 * A customer as the API shows it; {@code @SnowflakeId} makes the starter's Jackson module write the id as a
 * string (JavaScript numbers lose Snowflake ids' low bits).
 */
public record CustomerView(@SnowflakeId long id, String email, String name, int logicalShard, int physicalShard) {
}
