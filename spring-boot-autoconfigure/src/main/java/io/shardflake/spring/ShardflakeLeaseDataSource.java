package io.shardflake.spring;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.springframework.beans.factory.annotation.Qualifier;

/**
 * Marks the {@link javax.sql.DataSource} the worker-id lease uses, as {@code @FlywayDataSource} does for Flyway: for
 * an application whose own DataSource routes or shards (so the lease cannot derive a connection from it), or that
 * keeps the lease table in another database. Declare it with {@code @Bean(defaultCandidate = false)} so it does not
 * compete with the application's DataSource for injection:
 *
 * <pre>{@code
 * @Bean(defaultCandidate = false)
 * @ShardflakeLeaseDataSource
 * DataSource leaseDataSource() { ... }
 * }</pre>
 */
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER, ElementType.TYPE, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Qualifier
public @interface ShardflakeLeaseDataSource {
}
