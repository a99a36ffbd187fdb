package io.shardflake.hibernate.entities.fallback;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import java.util.UUID;

/** strategy = UUID makes Hibernate ignore the name, even with it registered. */
@Entity
public class UuidStrategyNamedEntity {
    @Id @GeneratedValue(strategy = GenerationType.UUID, generator = "shardflake-uuid") public UUID id;
}
