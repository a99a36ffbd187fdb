package io.shardflake.hibernate.entities.colocated;

import io.shardflake.hibernate.ShardKey;
import io.shardflake.hibernate.ShardKeyMode;
import io.shardflake.hibernate.entities.composed.OrderId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** A parent whose id comes from the application's own annotation, spread over the shards by its account. */
@Entity
public class ComposedParent {
    @Id @OrderId public Long id;
    @ShardKey(mode = ShardKeyMode.HASH) public String account;

    public ComposedParent() {
    }

    public ComposedParent(String account) {
        this.account = account;
    }
}
