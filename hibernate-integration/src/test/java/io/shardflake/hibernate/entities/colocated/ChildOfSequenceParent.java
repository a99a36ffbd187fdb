package io.shardflake.hibernate.entities.colocated;

import io.shardflake.hibernate.ShardKey;
import io.shardflake.hibernate.SnowflakeId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;

/** AUTO on an association to {@link SequenceParent}: its id is hashed. */
@Entity
public class ChildOfSequenceParent {
    @Id @SnowflakeId public Long id;
    @ManyToOne @ShardKey public SequenceParent parent;
}
