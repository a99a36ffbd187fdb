package io.shardflake.hibernate.entities.fallback;

import io.shardflake.hibernate.SnowflakeId;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.SequenceGenerator;

/** @SnowflakeId on the class, but an unnamed local @SequenceGenerator comes first for Hibernate. */
@Entity
@SnowflakeId
@SequenceGenerator(name = "order_seq")
public class ClassLevelWithSequenceEntity {
    @Id @GeneratedValue public Long id;
}
