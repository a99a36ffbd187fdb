package io.shardflake.hibernate.entities.colocated;

import io.shardflake.hibernate.ShardKey;
import io.shardflake.hibernate.SnowflakeId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;

/** AUTO on an association to {@link NamedParent}. */
@Entity
public class NamedChild {
    @Id @SnowflakeId public Long id;
    @ManyToOne @ShardKey public NamedParent parent;
}
