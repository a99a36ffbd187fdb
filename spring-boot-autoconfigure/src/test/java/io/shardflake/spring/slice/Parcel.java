package io.shardflake.spring.slice;

import io.shardflake.hibernate.SnowflakeId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** An entity with a 64-bit Shardflake id, for the test slices. */
@Entity
public class Parcel {

    @Id
    @SnowflakeId
    private Long id;

    public Long getId() {
        return id;
    }
}
