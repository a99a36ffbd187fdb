package io.shardflake.spring.boot3;

import io.shardflake.hibernate.SnowflakeId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** Ids on the id, and by name. */
@Entity
public class Parcel {
    @Id @SnowflakeId public Long id;
    public String label;
}
