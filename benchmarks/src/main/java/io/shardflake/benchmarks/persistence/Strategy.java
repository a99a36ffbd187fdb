package io.shardflake.benchmarks.persistence;

import io.shardflake.benchmarks.persistence.entity.AssignedRow;
import io.shardflake.benchmarks.persistence.entity.HibernateUuid4Row;
import io.shardflake.benchmarks.persistence.entity.HibernateUuid7Row;
import io.shardflake.benchmarks.persistence.entity.IdentityRow;
import io.shardflake.benchmarks.persistence.entity.RowColumns;
import io.shardflake.benchmarks.persistence.entity.SequenceRow;
import io.shardflake.benchmarks.persistence.entity.ShardflakeUuidRow;
import io.shardflake.benchmarks.persistence.entity.SnowflakeRow;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/** The id strategies compared, each with its entity (and so its own table); listed in the reports' order. */
public enum Strategy {

    /** The application sets the id from an {@code AtomicLong}: the floor. */
    ASSIGNED("app-assigned id (floor)", "bigint", AssignedRow.class, null),
    /** {@code @SnowflakeId Long}. */
    SNOWFLAKE("@SnowflakeId", "bigint", SnowflakeRow.class, SnowflakeRow::new),
    /** {@code @ShardflakeUuid} v7. */
    SHARDFLAKE_UUID7("@ShardflakeUuid v7", "uuid", ShardflakeUuidRow.class, ShardflakeUuidRow::new),
    /** {@code GenerationType.SEQUENCE}, pooled, allocationSize 50. */
    SEQUENCE("SEQUENCE pooled/50", "bigint", SequenceRow.class, SequenceRow::new),
    /** {@code GenerationType.IDENTITY}. */
    IDENTITY("IDENTITY", "bigint", IdentityRow.class, IdentityRow::new),
    /** Hibernate {@code @UuidGenerator(style = VERSION_7)}. */
    HIBERNATE_UUID7("Hibernate UUID v7", "uuid", HibernateUuid7Row.class, HibernateUuid7Row::new),
    /** Hibernate {@code @UuidGenerator(style = RANDOM)}. */
    HIBERNATE_UUID4("Hibernate UUID v4 (random)", "uuid", HibernateUuid4Row.class, HibernateUuid4Row::new);

    private final String label;
    private final String keyType;
    private final Class<? extends RowColumns> entity;
    private final Supplier<RowColumns> unsaved;

    Strategy(String label, String keyType, Class<? extends RowColumns> entity, Supplier<RowColumns> unsaved) {
        this.label = label;
        this.keyType = keyType;
        this.entity = entity;
        this.unsaved = unsaved;
    }

    /** @return the name in reports */
    public String label() {
        return label;
    }

    /** @return the SQL type of the key: {@code bigint} or {@code uuid} */
    public String keyType() {
        return keyType;
    }

    /** @return the entity class */
    public Class<? extends RowColumns> entity() {
        return entity;
    }

    /** @return the table, as the entity's {@code @Table} names it */
    public String table() {
        return entity.getAnnotation(jakarta.persistence.Table.class).name();
    }

    /** @return the primary key's index on PostgreSQL, which names it after the table */
    public String primaryKeyIndex() {
        return table() + "_pkey";
    }

    /** @return true when the database makes the id during the INSERT (so Hibernate cannot batch) */
    public boolean databaseMakesId() {
        return this == IDENTITY;
    }

    /**
     * A source of new, unsaved rows for one run, each made by a plain constructor call (no reflection, so every
     * strategy pays the same). Only the application-assigned strategy sets an id, from a counter that starts
     * again at 1 with each run (every run starts from an empty table).
     *
     * @return a supplier of rows
     */
    public Supplier<RowColumns> newRows() {
        if (unsaved == null) {
            AtomicLong next = new AtomicLong();
            return () -> new AssignedRow(next.incrementAndGet());
        }
        return unsaved;
    }
}
