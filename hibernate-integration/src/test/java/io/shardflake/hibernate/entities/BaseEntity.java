package io.shardflake.hibernate.entities;

import io.shardflake.hibernate.*;
import jakarta.persistence.*;
import java.util.UUID;

/** An id declared in a mapped superclass. */
@MappedSuperclass
public abstract class BaseEntity {
    @Id @SnowflakeId public Long id;
}
