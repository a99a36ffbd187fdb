package io.shardflake.hibernate.entities.composed;

import io.shardflake.hibernate.SnowflakeIdGenerator;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hibernate.annotations.IdGeneratorType;

/** An application's own id annotation, made by Shardflake's 64-bit generator. */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.TYPE})
@IdGeneratorType(SnowflakeIdGenerator.class)
public @interface OrderId {
}
