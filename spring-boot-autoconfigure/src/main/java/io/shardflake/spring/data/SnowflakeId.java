package io.shardflake.spring.data;

import static java.lang.annotation.ElementType.FIELD;
import static java.lang.annotation.ElementType.METHOD;
import static java.lang.annotation.ElementType.TYPE;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import java.lang.annotation.Documented;
import java.lang.annotation.Retention;
import java.lang.annotation.Target;

/**
 * The Spring Data JDBC aggregate's id is a 64-bit Shardflake id, made by the application's
 * {@link io.shardflake.SnowflakeGenerator} bean when the aggregate is saved with a null id (a primitive {@code long}
 * id of 0 counts as null). Needs no Hibernate.
 *
 * <pre>{@code
 * import io.shardflake.spring.data.SnowflakeId;
 * import org.springframework.data.annotation.Id;
 *
 * record Order(@Id @SnowflakeId Long id, String item) {   // or long, or String (13 characters of Crockford base32)
 * }
 * }</pre>
 *
 * <p>On the id property or on the aggregate class. The id is made in the configured default shard
 * ({@code shardflake.shard.default}); to choose the shard, set the id yourself before saving (and let Spring Data
 * know the aggregate is new, for example with {@code Persistable}). This is the Spring Data JDBC counterpart of
 * Hibernate's {@code io.shardflake.hibernate.SnowflakeId}, in the way Spring Data's {@code @Id} is the counterpart of
 * JPA's: a JPA entity needs Hibernate's.
 *
 * @see ShardflakeIdCallback
 */
@Documented
@Retention(RUNTIME)
@Target({FIELD, METHOD, TYPE})
public @interface SnowflakeId {
}
