/**
 * SQL functions that read Shardflake ids and time-based UUIDs inside the database, and form version 1 UUIDs,
 * for PostgreSQL and H2.
 *
 * <p>The functions, the same on both databases (names, arguments, answers, SQLSTATEs):
 *
 * <pre>
 * shardflake_id_field(id bigint, field_shift int, field_bits int)                       → bigint
 * shardflake_id_time(id bigint, layout_epoch timestamptz, time_shift int, time_bits int,
 *                    tick_micros bigint)                                                 → timestamptz
 * shardflake_uuid_time(u uuid)                                                           → timestamptz
 * shardflake_form_uuid_v1(ts timestamptz, clock_seq int, node macaddr (H2: varchar))     → uuid
 * </pre>
 *
 * <p>They answer what the Java core answers ({@link io.shardflake.IdLayout#decode},
 * {@link io.shardflake.uuid.UuidTime#of}, {@link io.shardflake.uuid.GregorianUuid#toV1}), to the microsecond: a
 * timestamptz holds no finer, so the 100-ns time of a version 1 or 6 UUID is floored. The PostgreSQL functions are
 * PL/pgSQL on exact integer arithmetic; the H2 ones are aliases of {@link io.shardflake.sql.H2Functions}, plain
 * Java on JDK types. {@link io.shardflake.sql.ShardflakeSql} loads and installs either script.
 */
@NullMarked
package io.shardflake.sql;

import org.jspecify.annotations.NullMarked;
