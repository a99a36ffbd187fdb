package io.shardflake.spring.nohibernate.jdbc;

import io.shardflake.spring.data.ShardflakeUuid;
import java.util.UUID;
import org.springframework.data.annotation.Id;

/** A v7 UUID id, in a uuid column. */
public record Note(@Id @ShardflakeUuid UUID id, String body) {
}
