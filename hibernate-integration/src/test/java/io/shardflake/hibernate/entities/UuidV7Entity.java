package io.shardflake.hibernate.entities;

import io.shardflake.hibernate.*;
import jakarta.persistence.*;
import java.util.UUID;

/** v7 UUIDs in a UUID attribute: a native uuid column on PostgreSQL. */
@Entity
public class UuidV7Entity {
    @Id @ShardflakeUuid public UUID id;
}
