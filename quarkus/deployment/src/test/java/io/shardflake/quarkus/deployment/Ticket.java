package io.shardflake.quarkus.deployment;

import io.shardflake.hibernate.SnowflakeId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** An entity whose id Shardflake makes. */
@Entity
public class Ticket {

    @Id
    @SnowflakeId
    public Long id;

    public String title;

    public Ticket() {
    }

    Ticket(String title) {
        this.title = title;
    }
}
