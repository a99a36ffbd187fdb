package example.shop;

import io.shardflake.hibernate.ShardKey;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;

/** A ticket, its id made by the generator's name, on its tenant's shard. */
@Entity
public class Ticket {
    @Id @GeneratedValue(generator = "snowflake") Long id;
    @ManyToOne(optional = false) @ShardKey Tenant tenant;
    String title;
}
