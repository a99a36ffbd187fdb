package io.shardflake.hibernate.entities;

import io.shardflake.hibernate.*;
import jakarta.persistence.*;
import java.util.UUID;

/** v6 UUIDs as text. */
@Entity
public class UuidV6TextEntity {
    @Id @ShardflakeUuid(kind = UuidKind.V6) @Column(length = 36) public String id;
}
