package io.shardflake.hibernate.entities;

import io.shardflake.hibernate.*;
import jakarta.persistence.*;
import java.util.UUID;

/** The annotation on the class, with @Id @GeneratedValue on the id. */
@Entity
@SnowflakeId
public class ClassLevelEntity {
    @Id @GeneratedValue public Long id;
}
