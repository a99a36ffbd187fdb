package io.shardflake.spring.data.jpa;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** The same, without Persistable: Spring Data takes a set id for an existing row and merges. */
@Entity
public class MergedShipment {

    @Id
    private Long id;

    protected MergedShipment() {
    }

    public MergedShipment(long id) {
        this.id = id;
    }

    public Long getId() {
        return id;
    }
}
