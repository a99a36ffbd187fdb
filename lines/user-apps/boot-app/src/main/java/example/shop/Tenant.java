package example.shop;

import static io.shardflake.hibernate.ShardKeyMode.HASH;

import io.shardflake.hibernate.ShardKey;
import io.shardflake.hibernate.SnowflakeId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** A tenant, on the shard its name hashes to. */
@Entity
public class Tenant {
    @Id @SnowflakeId Long id;
    @ShardKey(mode = HASH) String name;
}
