package io.shardflake.hibernate.entities.fallback;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.SequenceGenerator;

/** The application declares its own generator called "snowflake" on the id: its choice, which takes precedence. */
@Entity
public class OwnSequenceNamedSnowflakeEntity {
    @Id @GeneratedValue(generator = "snowflake") @SequenceGenerator(name = "snowflake", sequenceName = "own_seq")
    public Long id;
}
