package io.shardflake.hibernate.entities.colocated;

import io.shardflake.hibernate.ShardKey;
import io.shardflake.hibernate.SnowflakeId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** A text value with AUTO: a base32 Shardflake id, or a tenant name? */
@Entity
public class PlainTextKey {
    @Id @SnowflakeId public Long id;
    @ShardKey public String tenant;
}
