package io.shardflake.hibernate.entities;

import io.shardflake.hibernate.*;
import jakarta.persistence.*;
import java.util.UUID;

/** The annotation on a String id: 13 characters of Crockford base32. */
@Entity
public class TextIdEntity {
    @Id @SnowflakeId @Column(length = 13) public String id;
    public String name;
}
