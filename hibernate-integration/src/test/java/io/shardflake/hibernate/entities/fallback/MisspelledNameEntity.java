package io.shardflake.hibernate.entities.fallback;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import java.util.UUID;

/** A name that reads as Shardflake's and is not: Hibernate made it a random v4 UUID. */
@Entity
public class MisspelledNameEntity {
    @Id @GeneratedValue(generator = "shardflake_uuid") public UUID id;
}
