package io.shardflake.hibernate.entities.fallback;

import io.shardflake.hibernate.SnowflakeIdGenerator;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import org.hibernate.annotations.GenericGenerator;

/** strategy = SEQUENCE with a @GenericGenerator of ours: Hibernate makes a sequence called "ids". */
@Entity
@SuppressWarnings("removal")
@GenericGenerator(name = "ids", type = SnowflakeIdGenerator.class)
public class SequenceStrategyGenericEntity {
    @Id @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "ids") public Long id;
}
