package io.shardflake.hibernate.entities.composed;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import java.util.UUID;

/** The application's own UUID annotation, v6. */
@Entity
public class ComposedUuidEntity {
    @Id @EventId public UUID id;
}
