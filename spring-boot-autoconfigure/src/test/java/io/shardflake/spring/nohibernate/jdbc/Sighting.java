package io.shardflake.spring.nohibernate.jdbc;

import io.shardflake.spring.data.ShardflakeUuid;
import io.shardflake.spring.data.UuidKind;
import org.springframework.data.annotation.Id;

/** A v6 UUID id, as text. */
public record Sighting(@Id @ShardflakeUuid(kind = UuidKind.V6) String id, String species) {
}
