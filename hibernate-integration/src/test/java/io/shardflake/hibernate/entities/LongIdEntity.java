package io.shardflake.hibernate.entities;

import io.shardflake.hibernate.*;
import jakarta.persistence.*;
import java.util.UUID;

/** The annotation on a Long id. */
@Entity
public class LongIdEntity {
    @Id @SnowflakeId public Long id;
    public String name;

    public LongIdEntity() {
    }

    public LongIdEntity(String name) {
        this.name = name;
    }
}
