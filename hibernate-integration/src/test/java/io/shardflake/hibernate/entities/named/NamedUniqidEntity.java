package io.shardflake.hibernate.entities.named;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;

/** By name only. */
@Entity
public class NamedUniqidEntity {
    @Id @GeneratedValue(generator = "uniqid") @Column(length = 18) public String id;
}
