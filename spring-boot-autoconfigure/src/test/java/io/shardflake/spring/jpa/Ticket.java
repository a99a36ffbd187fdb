package io.shardflake.spring.jpa;

import io.shardflake.hibernate.SnowflakeId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** An entity with a 64-bit Shardflake id. */
@Entity
public class Ticket {

    @Id
    @SnowflakeId
    private Long id;

    private String title;

    protected Ticket() {
    }

    public Ticket(String title) {
        this.title = title;
    }

    public Long getId() {
        return id;
    }

    public String getTitle() {
        return title;
    }
}
