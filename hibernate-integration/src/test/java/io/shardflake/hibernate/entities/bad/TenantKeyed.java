package io.shardflake.hibernate.entities.bad;

import io.shardflake.hibernate.*;
import jakarta.persistence.*;
import java.time.Instant;
import java.util.UUID;

/** Valid in a layout with shards; refused with one without. */
@Entity
public class TenantKeyed {
    @Id @SnowflakeId public Long id;
    @ShardKey(mode = ShardKeyMode.HASH) public String tenant;
}
