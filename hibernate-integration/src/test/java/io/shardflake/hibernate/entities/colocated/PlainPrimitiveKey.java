package io.shardflake.hibernate.entities.colocated;

import io.shardflake.hibernate.ShardKey;
import io.shardflake.hibernate.SnowflakeId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** A primitive foreign-key value with AUTO. */
@Entity
public class PlainPrimitiveKey {
    @Id @SnowflakeId public Long id;
    @ShardKey public long customerId;
}
