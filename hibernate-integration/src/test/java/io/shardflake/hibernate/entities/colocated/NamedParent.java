package io.shardflake.hibernate.entities.colocated;

import io.shardflake.hibernate.ShardKey;
import io.shardflake.hibernate.ShardKeyMode;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;

/** A parent whose id comes from the generator named "snowflake". */
@Entity
public class NamedParent {
    @Id @GeneratedValue(generator = "snowflake") public Long id;
    @ShardKey(mode = ShardKeyMode.HASH) public String account;

    public NamedParent() {
    }

    public NamedParent(String account) {
        this.account = account;
    }
}
