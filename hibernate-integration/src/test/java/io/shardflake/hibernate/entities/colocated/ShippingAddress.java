package io.shardflake.hibernate.entities.colocated;

import io.shardflake.hibernate.ShardKey;
import io.shardflake.hibernate.ShardKeyMode;
import jakarta.persistence.Embeddable;

/** An embeddable that carries its entity's shard key. */
@Embeddable
public class ShippingAddress {
    public String street;
    @ShardKey(mode = ShardKeyMode.HASH) public String country;

    public ShippingAddress() {
    }

    public ShippingAddress(String street, String country) {
        this.street = street;
        this.country = country;
    }
}
