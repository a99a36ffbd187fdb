package io.shardflake.hibernate.entities.shard;

import io.shardflake.hibernate.*;
import jakarta.persistence.*;
import java.util.UUID;

/** AUTO on an association to an entity without a Snowflake id: the target id is hashed. */
@Entity
public class TaggedNote {
    @Id @SnowflakeId public Long id;
    @ManyToOne @ShardKey public Tag tag;
}
