package io.shardflake.hibernate.entities.colocated;

import io.shardflake.hibernate.ShardKey;
import io.shardflake.hibernate.ShardKeyMode;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;

/** A shard key on an entity whose id the database makes: nothing would read it. */
@Entity
public class IdentityKeyed {
    @Id @GeneratedValue(strategy = GenerationType.IDENTITY) public Long id;
    @ShardKey(mode = ShardKeyMode.HASH) public String tenant;
}
