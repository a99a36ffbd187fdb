package io.shardflake.hibernate.entities.named;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;

/** By name only: nothing on the class, nothing in the package. */
@Entity
public class NamedSnowflakeEntity {
    @Id @GeneratedValue(generator = "snowflake") public Long id;
}
