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
 * The entity's {@code String} id is a sharded PHP {@code uniqid}, byte for byte as a PHP fleet writes it
 * (see {@link io.shardflake.uniqid.UniqidGenerator}; the format comes from
 * {@code shardflake.uniqid.shard-count} and {@code shardflake.uniqid.prefix}).
 *
 * <p>Like {@link SnowflakeId} it may go on the entity class or package with {@code @Id @GeneratedValue}, or be
 * used by name: {@code @GeneratedValue(generator = "uniqid")}. A uniqid's shard digit follows from its time, so an
 * entity with this id cannot have a {@link ShardKey}. A pre-set id is kept.
 */
@Documented
@Retention(RUNTIME)
@Target({FIELD, METHOD, TYPE, PACKAGE})
@IdGeneratorType(UniqidIdGenerator.class)
public @interface UniqidId {
}
