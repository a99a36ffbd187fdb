package io.shardflake.quarkus.it;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;

/** An audit entry, whose id comes from the generator name {@code snowflake} and nothing else. */
@Entity
public class AuditEntry {

    /** Made by the generator Shardflake registers as {@code snowflake}. */
    @Id
    @GeneratedValue(generator = "snowflake")
    public Long id;
}
