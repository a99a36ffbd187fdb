package io.shardflake.spring.jpa.kinds;

import io.shardflake.hibernate.ShardflakeUuid;
import io.shardflake.hibernate.UuidKind;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** An entity with a Groupon Locality UUID id, as text. */
@Entity
public class LocalityNote {

    @Id
    @ShardflakeUuid(kind = UuidKind.LOCALITY)
    @Column(length = 36)
    private String id;

    public String getId() {
        return id;
    }
}
