package io.shardflake.hibernate.entities.fallback;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;

/** A base32 Snowflake id by name: without the name, Hibernate makes it a UUID string. */
@Entity
public class NamedSnowflakeTextEntity {
    @Id @GeneratedValue(generator = "snowflake") public String id;
}
