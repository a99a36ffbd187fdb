package io.shardflake.benchmarks.persistence.entity;

import io.shardflake.hibernate.SnowflakeId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A 64-bit Shardflake id ({@code @SnowflakeId}, a bigint column), made in memory before the INSERT. */
@Entity
@Table(name = "ins_snowflake")
public class SnowflakeRow extends RowColumns {

    @Id
    @SnowflakeId
    private Long id;
}
