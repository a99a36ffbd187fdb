package io.shardflake.quarkus.deployment;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;

/** An entity whose id comes from the generator named {@code snowflake}, with no mapping file listed. */
@Entity
public class NamedTicket {

    @Id
    @GeneratedValue(generator = "snowflake")
    public Long id;
}
