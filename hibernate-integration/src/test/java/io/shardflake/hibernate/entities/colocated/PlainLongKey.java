package io.shardflake.hibernate.entities.colocated;

import io.shardflake.hibernate.ShardKey;
import io.shardflake.hibernate.SnowflakeId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** A foreign-key value with AUTO: a customer's Shardflake id, or some other number? */
@Entity
public class PlainLongKey {
    @Id @SnowflakeId public Long id;
    @ShardKey public Long customerId;
}
