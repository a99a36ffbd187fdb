package io.shardflake.benchmarks.persistence.entity;

import jakarta.persistence.Column;
import jakarta.persistence.MappedSuperclass;
import java.time.Instant;

/**
 * The columns every benchmark table has besides its id: a varchar, a timestamp and a bigint, so a row is about
 * the size of a small real one and the id is not the whole insert.
 */
@MappedSuperclass
public abstract class RowColumns {

    @Column(name = "name", length = 64, nullable = false)
    private String name;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Column(name = "amount", nullable = false)
    private long amount;

    /**
     * Sets the columns for the {@code n}-th row of a run.
     *
     * @param n the row number within the run
     * @param at the row's timestamp
     */
    public void fill(long n, Instant at) {
        this.name = "row " + n;
        this.createdAt = at;
        this.amount = n;
    }
}
