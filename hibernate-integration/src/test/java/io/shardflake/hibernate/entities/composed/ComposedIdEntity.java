package io.shardflake.hibernate.entities.composed;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** The application's own annotation on the id. */
@Entity
public class ComposedIdEntity {
    @Id @OrderId public Long id;
}
