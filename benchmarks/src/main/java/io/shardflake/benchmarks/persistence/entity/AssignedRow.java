package io.shardflake.benchmarks.persistence.entity;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/**
 * An id the application sets before {@code persist}, from an {@code AtomicLong}: no generator at all, so its
 * insert rate is the floor that no generator can beat.
 */
@Entity
@Table(name = "ins_assigned")
public class AssignedRow extends RowColumns {

    @Id
    private Long id;

    protected AssignedRow() {
        // For Hibernate.
    }

    /** @param id the id the application chose */
    public AssignedRow(long id) {
        this.id = id;
    }
}
