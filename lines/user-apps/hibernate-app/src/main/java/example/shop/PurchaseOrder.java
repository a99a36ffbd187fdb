package example.shop;

import io.shardflake.hibernate.ShardKey;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;

/** An order: its generator by name, on its customer's shard. */
@Entity
public class PurchaseOrder {

    @Id
    @GeneratedValue(generator = "snowflake")
    private Long id;

    @ManyToOne
    @ShardKey
    private Customer customer;

    protected PurchaseOrder() {
    }

    public PurchaseOrder(Customer customer) {
        this.customer = customer;
    }

    public Long getId() {
        return id;
    }

    public Customer getCustomer() {
        return customer;
    }
}
