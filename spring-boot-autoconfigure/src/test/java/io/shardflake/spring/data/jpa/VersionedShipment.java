package io.shardflake.spring.data.jpa;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Version;

/** The other way Spring Data documents: a null non-primitive version means new, whatever the id. */
@Entity
public class VersionedShipment {

    @Id
    private Long id;

    @Version
    private Long version;

    protected VersionedShipment() {
    }

    public VersionedShipment(long id) {
        this.id = id;
    }

    public Long getId() {
        return id;
    }
}
