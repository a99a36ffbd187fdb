package io.shardflake.aotcheck;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;

/**
 * A generator by name: the name comes from Shardflake's mapping file
 * ({@code META-INF/shardflake/named-generators.xml}), a class-path resource.
 */
@Entity
public class NamedRow {

    @Id
    @GeneratedValue(generator = "snowflake")
    private Long id;

    /** @return the id Shardflake gave the row, or {@code null} before it is persisted */
    public Long getId() {
        return id;
    }
}
