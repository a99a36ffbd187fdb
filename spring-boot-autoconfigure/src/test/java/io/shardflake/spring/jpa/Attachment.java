package io.shardflake.spring.jpa;

import io.shardflake.hibernate.ShardflakeUuid;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import java.util.UUID;

/** An entity with a UUID v7 id. */
@Entity
public class Attachment {

    @Id
    @ShardflakeUuid
    private UUID id;

    private String name;

    protected Attachment() {
    }

    public Attachment(String name) {
        this.name = name;
    }

    public UUID getId() {
        return id;
    }
}
