package io.shardflake.hibernate.entities.shard;

import io.shardflake.hibernate.*;
import jakarta.persistence.*;
import java.util.UUID;

/** A customer, spread over the shards by a hash of its region-and-name key. */
@Entity
public class Customer {
    @Id @SnowflakeId public Long id;
    @ShardKey(mode = ShardKeyMode.HASH) public String account;

    public Customer() {
    }

    public Customer(String account) {
        this.account = account;
    }
}
