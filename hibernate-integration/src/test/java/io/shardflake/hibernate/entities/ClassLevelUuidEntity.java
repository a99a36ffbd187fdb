package io.shardflake.hibernate.entities;

import io.shardflake.hibernate.*;
import jakarta.persistence.*;
import java.util.UUID;

/** The UUID annotation on the class, with a kind. */
@Entity
@ShardflakeUuid(kind = UuidKind.V6)
public class ClassLevelUuidEntity {
    @Id @GeneratedValue public UUID id;
}
