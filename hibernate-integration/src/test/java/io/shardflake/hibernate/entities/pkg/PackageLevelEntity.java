package io.shardflake.hibernate.entities.pkg;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;

/** Takes @SnowflakeId from package-info.java. */
@Entity
public class PackageLevelEntity {
    @Id @GeneratedValue public Long id;
}
