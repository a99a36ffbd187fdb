package io.shardflake.hibernate.entities.composed;

import io.shardflake.hibernate.ShardflakeUuid;
import io.shardflake.hibernate.ShardflakeUuidGenerator;
import io.shardflake.hibernate.UuidKind;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hibernate.annotations.IdGeneratorType;

/** An application's own UUID annotation that chooses v6 by carrying @ShardflakeUuid. */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD})
@IdGeneratorType(ShardflakeUuidGenerator.class)
@ShardflakeUuid(kind = UuidKind.V6)
public @interface EventId {
}
