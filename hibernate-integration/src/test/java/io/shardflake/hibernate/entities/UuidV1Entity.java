package io.shardflake.hibernate.entities;

import io.shardflake.hibernate.*;
import jakarta.persistence.*;
import java.util.UUID;

/** v1 UUIDs. */
@Entity
public class UuidV1Entity {
    @Id @ShardflakeUuid(kind = UuidKind.V1) public UUID id;
}
