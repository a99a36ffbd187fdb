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
 * The entity's id is a 64-bit Shardflake id, made by the application's one
 * {@link io.shardflake.SnowflakeGenerator} (see {@link ShardflakeSettings}).
 *
 * <pre>{@code
 * @Entity
 * class Order {
 *     @Id @SnowflakeId Long id;                 // or long, or String (13 characters of Crockford base32)
 *     @ManyToOne @ShardKey Customer customer;   // optional: the id takes the customer's shard
 * }
 * }</pre>
 *
 * <p>It may also go on the entity class, or in {@code package-info.java} for every entity of a package, with
 * {@code @Id @GeneratedValue} on the id (Hibernate looks there only for an id with {@code @GeneratedValue}, and
 * only on the class that declares the id, so an id inherited from a {@code @MappedSuperclass} needs it on that
 * superclass or its package). The generator named {@value ShardflakeGeneratorNames#SNOWFLAKE} does the same:
 * {@code @Id @GeneratedValue(generator = "snowflake")}.
 *
 * <p>An entity persisted with its id already set keeps it (a primitive {@code long} id of 0 counts as not set).
 * The shard of a new id is the entity's {@link ShardKey} if it has one, else the configured default shard.
 */
@Documented
@Retention(RUNTIME)
@Target({FIELD, METHOD, TYPE, PACKAGE})
@IdGeneratorType(SnowflakeIdGenerator.class)
public @interface SnowflakeId {
}
