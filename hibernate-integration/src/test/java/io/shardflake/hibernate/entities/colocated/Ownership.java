package io.shardflake.hibernate.entities.colocated;

import io.shardflake.hibernate.ShardKey;
import io.shardflake.hibernate.entities.shard.Customer;
import jakarta.persistence.Embeddable;
import jakarta.persistence.ManyToOne;

/** An embeddable whose association is its entity's shard key (AUTO). */
@Embeddable
public class Ownership {
    @ManyToOne @ShardKey public Customer owner;
    public String since;
}
