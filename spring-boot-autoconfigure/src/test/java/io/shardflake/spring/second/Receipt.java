package io.shardflake.spring.second;

import io.shardflake.hibernate.ShardflakeUuid;
import io.shardflake.hibernate.UuidKind;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import java.util.UUID;

/** An entity of the second persistence unit with a UUID v6 id. */
@Entity
public class Receipt {

    @Id
    @ShardflakeUuid(kind = UuidKind.V6)
    private UUID id;

    public UUID getId() {
        return id;
    }
}
