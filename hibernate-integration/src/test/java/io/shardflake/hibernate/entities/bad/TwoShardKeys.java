package io.shardflake.hibernate.entities.bad;

import io.shardflake.hibernate.*;
import jakarta.persistence.*;
import java.time.Instant;
import java.util.UUID;

@Entity
public class TwoShardKeys {
    @Id @SnowflakeId public Long id;
    @ShardKey public String tenant;
    @ShardKey public String region;
}
