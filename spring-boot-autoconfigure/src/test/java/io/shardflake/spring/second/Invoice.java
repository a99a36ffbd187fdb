package io.shardflake.spring.second;

import io.shardflake.hibernate.SnowflakeId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** An entity of a second persistence unit, on a database of its own, with a 64-bit Shardflake id. */
@Entity
public class Invoice {

    @Id
    @SnowflakeId
    private Long id;

    public Long getId() {
        return id;
    }
}
