package io.shardflake.aotcheck;

import io.shardflake.hibernate.UniqidId;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;

/** A generator named by the annotation on the entity class: Hibernate calls the no-argument constructor. */
@Entity
@UniqidId
public class ClassLevelRow {

    @Id
    @GeneratedValue
    private String id;

    /** @return the uniqid Shardflake gave the row, or {@code null} before it is persisted */
    public String getId() {
        return id;
    }
}
