package io.shardflake.hibernate.entities;

import io.shardflake.hibernate.*;
import jakarta.persistence.*;
import java.util.UUID;

/** A @GenericGenerator on the class naming our generator type (Hibernate 7 only). */
@Entity
@SuppressWarnings("removal")
@org.hibernate.annotations.GenericGenerator(name = "my-ids", type = SnowflakeIdGenerator.class)
public class GenericGeneratorEntity {
    @Id @GeneratedValue(generator = "my-ids") public Long id;
}
