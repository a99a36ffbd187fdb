package io.shardflake.hibernate.entities;

import io.shardflake.hibernate.*;
import jakarta.persistence.*;
import java.util.UUID;

/** The annotation on a primitive long id: 0 means "not set". */
@Entity
public class PrimitiveIdEntity {
    @Id @SnowflakeId public long id;
    public String name;
}
