package io.shardflake.hibernate.entities.shard;

import io.shardflake.hibernate.*;
import jakarta.persistence.*;
import java.util.UUID;

/** An order lands on its customer's shard (AUTO on an association to a Snowflake id). */
@Entity
@Table(name = "customer_order")
public class CustomerOrder {
    @Id @SnowflakeId public Long id;
    @ManyToOne(fetch = FetchType.LAZY) @ShardKey public Customer customer;

    public CustomerOrder() {
    }

    public CustomerOrder(Customer customer) {
        this.customer = customer;
    }
}
