package io.shardflake.hibernate.entities.shard;

import io.shardflake.hibernate.*;
import jakarta.persistence.*;
import java.util.UUID;

/** Has a UUID id, so an association to it is hashed under AUTO. */
@Entity
public class Tag {
    @Id @ShardflakeUuid public UUID id;
}
