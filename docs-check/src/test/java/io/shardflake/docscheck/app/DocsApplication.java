package io.shardflake.docscheck.app;

import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * The application a properties or YAML block of the docs is pasted into: Spring Boot with JPA, Spring Data, the
 * actuator, Flyway and the Shardflake starter on the class path, and one entity whose id is {@code @SnowflakeId}.
 */
@SpringBootApplication
public class DocsApplication {
}
