package io.shardflake.quarkus.it;

import io.shardflake.hibernate.ShardKey;
import io.shardflake.hibernate.SnowflakeId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;

/** A customer's order, on its customer's shard (the child entity of {@code @ShardKey}). */
@Entity
public class CustomerOrder {

    /** Made by Shardflake at persist, with the customer's shard. */
    @Id
    @SnowflakeId
    public Long id;

    /** The customer the order belongs to; its id's shard is the order's. */
    @ManyToOne(optional = false)
    @ShardKey
    public Customer customer;
}
