package io.shardflake.hibernate.entities.bad;

import io.shardflake.hibernate.*;
import jakarta.persistence.*;
import java.time.Instant;
import java.util.UUID;

@Entity
public class IntegerShardOfId {
    @Id @SnowflakeId public Long id;
    @ShardKey(mode = ShardKeyMode.SHARD_OF_ID) public Integer parent;
}
