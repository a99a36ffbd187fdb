package io.shardflake.hibernate;

import static java.lang.annotation.ElementType.FIELD;
import static java.lang.annotation.ElementType.METHOD;
import static java.lang.annotation.ElementType.PACKAGE;
import static java.lang.annotation.ElementType.TYPE;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import java.lang.annotation.Documented;
import java.lang.annotation.Retention;
import java.lang.annotation.Target;
import org.hibernate.annotations.IdGeneratorType;

/**
 * The entity's id is a time-based UUID made by Shardflake's UUID generators (one per kind per application).
 *
 * <pre>{@code
 * @Id @ShardflakeUuid UUID id;                          // v7; a native uuid column where the database has one
 * @Id @ShardflakeUuid(kind = UuidKind.V6) String id;    // 36 characters, lower case
 * @Id @ShardflakeUuid(kind = UuidKind.LOCALITY) byte[] id;   // 16 bytes, most significant first
 * }</pre>
 *
 * <p>Like {@link SnowflakeId} it may go on the entity class or package with {@code @Id @GeneratedValue}; the
 * generator named {@value ShardflakeGeneratorNames#UUID} makes v7 UUIDs. UUIDs have no shard field, so an entity
 * with this id cannot have a {@link ShardKey}. A pre-set id is kept.
 */
@Documented
@Retention(RUNTIME)
@Target({FIELD, METHOD, TYPE, PACKAGE})
@IdGeneratorType(ShardflakeUuidGenerator.class)
public @interface ShardflakeUuid {

    /** @return the UUID format; v7 by default */
    UuidKind kind() default UuidKind.V7;
}
