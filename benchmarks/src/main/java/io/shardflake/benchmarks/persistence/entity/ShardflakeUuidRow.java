package io.shardflake.benchmarks.persistence.entity;

import io.shardflake.hibernate.ShardflakeUuid;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.UUID;

/** A Shardflake UUID v7 ({@code @ShardflakeUuid}, a native uuid column on PostgreSQL and H2). */
@Entity
@Table(name = "ins_shardflake_uuid7")
public class ShardflakeUuidRow extends RowColumns {

    @Id
    @ShardflakeUuid
    private UUID id;
}
