package io.shardflake.hibernate.entities.colocated;

import io.shardflake.hibernate.SnowflakeId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** Lands on its owner's shard through an embeddable (implicitly embedded: the type is @Embeddable). */
@Entity
public class Asset {
    @Id @SnowflakeId public Long id;
    public Ownership ownership;
}
