package io.shardflake.hibernate.entities;

import io.shardflake.hibernate.*;
import jakarta.persistence.*;
import java.util.UUID;

/** Locality UUIDs as 16 bytes. */
@Entity
public class LocalityBytesEntity {
    @Id @ShardflakeUuid(kind = UuidKind.LOCALITY) @Column(length = 16) public byte[] id;
}
