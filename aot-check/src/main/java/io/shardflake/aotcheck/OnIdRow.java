package io.shardflake.aotcheck;

import io.shardflake.hibernate.SnowflakeId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** An id whose generator is named by the annotation on the id: Hibernate calls the annotated constructor. */
@Entity
public class OnIdRow {

    @Id
    @SnowflakeId
    private Long id;

    /** @return the id Shardflake gave the row, or {@code null} before it is persisted */
    public Long getId() {
        return id;
    }
}
