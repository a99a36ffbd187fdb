package io.shardflake.hibernate.entities.colocated;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;

/** A parent with database-sequence ids: certainly not Shardflake ids. */
@Entity
public class SequenceParent {
    @Id @GeneratedValue(strategy = GenerationType.SEQUENCE) public Long id;
}
