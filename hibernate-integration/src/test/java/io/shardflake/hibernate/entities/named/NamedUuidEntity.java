package io.shardflake.hibernate.entities.named;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import java.util.UUID;

/** By name only. */
@Entity
public class NamedUuidEntity {
    @Id @GeneratedValue(generator = "shardflake-uuid") public UUID id;
}
