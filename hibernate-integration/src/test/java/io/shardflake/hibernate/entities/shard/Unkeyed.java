package io.shardflake.hibernate.entities.shard;

import io.shardflake.hibernate.*;
import jakarta.persistence.*;
import java.util.UUID;

/** No shard key: the default shard. */
@Entity
public class Unkeyed {
    @Id @SnowflakeId public Long id;
}
