package io.shardflake.quarkus.it;

import io.shardflake.hibernate.ShardKey;
import io.shardflake.hibernate.ShardKeyMode;
import io.shardflake.hibernate.SnowflakeId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** A customer: a 64-bit Shardflake id on the shard its account number hashes to. */
@Entity
public class Customer {

    /** Made by Shardflake at persist. */
    @Id
    @SnowflakeId
    public Long id;

    /** The account number, whose hash picks the customer's shard. */
    @ShardKey(mode = ShardKeyMode.HASH)
    public String account;
}
