package io.shardflake.hibernate.entities.colocated;

import io.shardflake.hibernate.ShardKey;
import io.shardflake.hibernate.ShardKeyMode;
import jakarta.persistence.Embeddable;

/** An element of a collection, wrongly carrying a shard key. */
@Embeddable
public class OrderLine {
    @ShardKey(mode = ShardKeyMode.HASH) public String sku;
    public int quantity;
}
