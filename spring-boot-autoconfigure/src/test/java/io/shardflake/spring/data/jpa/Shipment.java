package io.shardflake.spring.data.jpa;

import io.shardflake.spring.data.AssignedIdPersistable;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** An entity whose id the application assigns before saving, as docs/guides/spring-data.md shows. */
@Entity
public class Shipment extends AssignedIdPersistable<Long> {

    @Id
    private Long id;

    private String item;

    protected Shipment() {
    }

    public Shipment(long id, String item) {
        this.id = id;
        this.item = item;
    }

    @Override
    public Long getId() {
        return id;
    }

    public String getItem() {
        return item;
    }
}
