package io.shardflake.hibernate.entities;

import io.shardflake.hibernate.*;
import jakarta.persistence.*;
import java.util.UUID;

/** Locality UUIDs as text. */
@Entity
public class LocalityTextEntity {
    @Id @ShardflakeUuid(kind = UuidKind.LOCALITY) @Column(length = 36) public String id;
}
