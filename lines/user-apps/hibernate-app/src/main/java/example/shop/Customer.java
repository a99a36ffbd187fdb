package example.shop;

import static io.shardflake.hibernate.ShardKeyMode.HASH;

import io.shardflake.hibernate.ShardKey;
import io.shardflake.hibernate.SnowflakeId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** A customer: a Shardflake id whose shard is a hash of the account. */
@Entity
public class Customer {

    @Id
    @SnowflakeId
    private Long id;

    @ShardKey(mode = HASH)
    private String account;

    protected Customer() {
    }

    public Customer(String account) {
        this.account = account;
    }

    public Long getId() {
        return id;
    }

    public String getAccount() {
        return account;
    }
}
