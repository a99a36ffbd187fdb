package io.shardflake.sample.domain;

import io.shardflake.hibernate.ShardKey;
import io.shardflake.hibernate.SnowflakeId;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;

/**
 * An order. {@code @ShardKey} on its customer gives it the customer's shard, so it sits in the customer's database
 * (a foreign key, joins, one-database transactions). Named {@code CustomerOrder} because {@code ORDER} is a JPQL
 * keyword; the table is {@code orders}.
 */
@Entity
@Table(name = "orders")
public class CustomerOrder {

    @Id
    @SnowflakeId
    private Long id;

    @ShardKey
    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "customer_id", nullable = false)
    private Customer customer;

    @Column(nullable = false, length = 200)
    private String product;

    @Column(nullable = false)
    private int quantity;

    @Column(name = "amount_cents", nullable = false)
    private long amountCents;

    protected CustomerOrder() {
        // for JPA
    }

    public CustomerOrder(long id, Customer customer, String product, int quantity, long amountCents) {
        this.id = id;
        this.customer = customer;
        this.product = product;
        this.quantity = quantity;
        this.amountCents = amountCents;
    }

    public Long getId() {
        return id;
    }

    /** The customer's id without loading the customer (a lazy proxy knows its id). */
    public long getCustomerId() {
        return customer.getId();
    }

    public String getProduct() {
        return product;
    }

    public int getQuantity() {
        return quantity;
    }

    public long getAmountCents() {
        return amountCents;
    }
}
