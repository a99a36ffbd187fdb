package io.shardflake.sample.domain;

import io.shardflake.hibernate.ShardKey;
import io.shardflake.hibernate.ShardKeyMode;
import io.shardflake.hibernate.SnowflakeId;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/**
 * A customer. Its logical shard is a hash of its email ({@code @ShardKey(mode = HASH)}); the service makes the id
 * with that shard before the insert (to route the transaction), and Hibernate keeps an id that is already set.
 */
@Entity
@Table(name = "customers")
public class Customer {

    @Id
    @SnowflakeId
    private Long id;

    @ShardKey(mode = ShardKeyMode.HASH)
    @Column(nullable = false, unique = true, length = 320)
    private String email;

    @Column(nullable = false, length = 200)
    private String name;

    protected Customer() {
        // for JPA
    }

    public Customer(long id, String email, String name) {
        this.id = id;
        this.email = email;
        this.name = name;
    }

    public Long getId() {
        return id;
    }

    public String getEmail() {
        return email;
    }

    public String getName() {
        return name;
    }
}
