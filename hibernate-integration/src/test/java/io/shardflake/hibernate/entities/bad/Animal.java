package io.shardflake.hibernate.entities.bad;

import io.shardflake.hibernate.SnowflakeId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Inheritance;
import jakarta.persistence.InheritanceType;

/** The root of a hierarchy whose subclass {@link Dog} wrongly declares the shard key. */
@Entity
@Inheritance(strategy = InheritanceType.SINGLE_TABLE)
public class Animal {
    @Id @SnowflakeId public Long id;
}
