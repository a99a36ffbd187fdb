package io.shardflake.spring.jpa.kinds;

import io.shardflake.hibernate.UniqidId;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** An entity with a PHP uniqid id. */
@Entity
public class PhpOrder {

    @Id
    @UniqidId
    @Column(length = 18)
    private String id;

    public String getId() {
        return id;
    }
}
