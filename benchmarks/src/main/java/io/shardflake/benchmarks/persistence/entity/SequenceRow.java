package io.shardflake.benchmarks.persistence.entity;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;

/**
 * A database sequence read through Hibernate's pooled optimizer: one {@code nextval} per 50 ids (the sequence
 * steps by 50), so inserts still batch. The usual well-tuned JPA choice, and the one to beat.
 */
@Entity
@Table(name = "ins_sequence")
public class SequenceRow extends RowColumns {

    /** The sequence's name in the database. */
    public static final String SEQUENCE = "ins_sequence_seq";

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = SEQUENCE)
    @SequenceGenerator(name = SEQUENCE, sequenceName = SEQUENCE, allocationSize = 50)
    private Long id;
}
