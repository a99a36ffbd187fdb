package io.shardflake.benchmarks.persistence.entity;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/**
 * The database's identity column: the id exists only after the INSERT, so Hibernate executes each insert at
 * once, one round trip per row, and cannot batch.
 */
@Entity
@Table(name = "ins_identity")
public class IdentityRow extends RowColumns {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;
}
