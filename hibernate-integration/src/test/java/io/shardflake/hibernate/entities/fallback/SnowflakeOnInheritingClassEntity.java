package io.shardflake.hibernate.entities.fallback;

import io.shardflake.hibernate.SnowflakeId;
import jakarta.persistence.Entity;

/** @SnowflakeId on the entity, but Hibernate reads it only on the class that declares the id (GeneratedBase). */
@Entity
@SnowflakeId
public class SnowflakeOnInheritingClassEntity extends GeneratedBase {
}
