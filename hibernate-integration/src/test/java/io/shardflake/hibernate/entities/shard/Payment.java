package io.shardflake.hibernate.entities.shard;

import io.shardflake.hibernate.*;
import jakarta.persistence.*;
import java.util.UUID;

/** SHARD_OF_ID on a plain long holding a customer id. */
@Entity
public class Payment {
    @Id @SnowflakeId public Long id;
    @ShardKey(mode = ShardKeyMode.SHARD_OF_ID) public long customerId;
}
