package io.shardflake.spring.nohibernate.misfit;

import io.shardflake.spring.data.SnowflakeId;
import java.util.UUID;
import org.springframework.data.annotation.Id;
import org.springframework.data.relational.core.mapping.Table;

/** A 64-bit id asked for on a UUID: refused at startup. */
@Table
public record Misfit(@Id @SnowflakeId UUID id) {
}
