package io.shardflake.hibernate.entities.bad;

import io.shardflake.hibernate.ShardKey;
import jakarta.persistence.Entity;

/** A shard key below the root entity, where the id generator cannot see it. */
@Entity
public class Dog extends Animal {
    @ShardKey public String owner;
}
