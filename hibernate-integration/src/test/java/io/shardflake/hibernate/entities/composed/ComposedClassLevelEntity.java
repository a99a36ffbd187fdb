package io.shardflake.hibernate.entities.composed;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;

/** The application's own annotation on the class, with @GeneratedValue on the id. */
@Entity
@OrderId
public class ComposedClassLevelEntity {
    @Id @GeneratedValue public Long id;
}
