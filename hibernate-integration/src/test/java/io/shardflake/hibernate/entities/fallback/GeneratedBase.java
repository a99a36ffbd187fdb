package io.shardflake.hibernate.entities.fallback;

import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;

/** Declares a generated id with nothing saying how. */
@MappedSuperclass
public abstract class GeneratedBase {
    @Id @GeneratedValue public Long id;
}
