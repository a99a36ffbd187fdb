package io.shardflake.aotcheck;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;

/**
 * A generator by name: the name comes from the package {@code io.shardflake.hibernate.names}, whose
 * {@code package-info} Hibernate loads.
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
