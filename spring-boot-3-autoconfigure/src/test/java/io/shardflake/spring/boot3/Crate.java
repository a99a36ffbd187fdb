package io.shardflake.spring.boot3;

import io.shardflake.hibernate.ShardKey;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;

/** A generator by name, on the shard of its parcel. */
@Entity
public class Crate {
    @Id @GeneratedValue(generator = "snowflake") public Long id;
    @ManyToOne @ShardKey public Parcel parcel;
}
