package io.shardflake.hibernate.entities.colocated;

import io.shardflake.hibernate.SnowflakeId;
import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** Its shard key sits in an embedded address. */
@Entity
public class Shipment {
    @Id @SnowflakeId public Long id;
    @Embedded public ShippingAddress address;
}
