package io.shardflake.quarkus.it;

import io.shardflake.hibernate.ShardflakeUuid;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import java.util.UUID;

/** A receipt, keyed by a time-ordered UUID (version 7). */
@Entity
public class Receipt {

    /** Made by Shardflake at persist. */
    @Id
    @ShardflakeUuid
    public UUID id;
}
