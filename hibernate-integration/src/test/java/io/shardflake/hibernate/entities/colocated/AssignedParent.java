package io.shardflake.hibernate.entities.colocated;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** A parent whose Long ids the application assigns: they may or may not be Shardflake ids. */
@Entity
public class AssignedParent {
    @Id public Long id;
}
