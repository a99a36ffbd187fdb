package io.shardflake.hibernate.entities.bad;

import io.shardflake.hibernate.*;
import jakarta.persistence.*;
import java.time.Instant;
import java.util.UUID;

@Entity
public class NamedIntegerIdEntity {
    @Id @GeneratedValue(generator = "snowflake") public Integer id;
}
