package io.shardflake.spring.jpa.kinds;

import io.shardflake.hibernate.ShardflakeUuid;
import io.shardflake.hibernate.UuidKind;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import java.util.UUID;

/** An entity with a UUID v1 id. */
@Entity
public class TimeUuidV1 {

    @Id
    @ShardflakeUuid(kind = UuidKind.V1)
    private UUID id;

    public UUID getId() {
        return id;
    }
}
