package io.shardflake.spring.data;

import static java.lang.annotation.ElementType.FIELD;
import static java.lang.annotation.ElementType.METHOD;
import static java.lang.annotation.ElementType.TYPE;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import java.lang.annotation.Documented;
import java.lang.annotation.Retention;
import java.lang.annotation.Target;

/**
 * The Spring Data JDBC aggregate's id is a time-based UUID made by Shardflake's generator bean of the chosen kind
 * when the aggregate is saved with a null id. Needs no Hibernate.
 *
 * <pre>{@code
 * import io.shardflake.spring.data.ShardflakeUuid;
 * import io.shardflake.spring.data.UuidKind;
 * import java.util.UUID;
 * import org.springframework.data.annotation.Id;
 *
 * record Note(@Id @ShardflakeUuid UUID id, String text) {                   // v7
 * }
 * record Event(@Id @ShardflakeUuid(kind = UuidKind.V6) String id) {        // 36 characters, lower case
 * }
 * }</pre>
 *
 * <p>On the id property ({@code UUID} or {@code String}) or on the aggregate class. The Spring Data JDBC counterpart
 * of Hibernate's {@code io.shardflake.hibernate.ShardflakeUuid}.
 *
 * @see ShardflakeIdCallback
 */
@Documented
@Retention(RUNTIME)
@Target({FIELD, METHOD, TYPE})
public @interface ShardflakeUuid {

    /** @return the UUID format; v7 by default */
    UuidKind kind() default UuidKind.V7;
}
