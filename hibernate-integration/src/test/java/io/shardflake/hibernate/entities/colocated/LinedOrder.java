package io.shardflake.hibernate.entities.colocated;

import io.shardflake.hibernate.SnowflakeId;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import java.util.ArrayList;
import java.util.List;

/** Many lines, many keys: which one is the order's shard? Refused. */
@Entity
public class LinedOrder {
    @Id @SnowflakeId public Long id;
    @ElementCollection public List<OrderLine> lines = new ArrayList<>();
}
