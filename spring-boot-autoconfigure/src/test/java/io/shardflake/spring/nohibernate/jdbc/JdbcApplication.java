package io.shardflake.spring.nohibernate.jdbc;

import org.springframework.boot.autoconfigure.SpringBootApplication;

/** A Spring Data JDBC application, as a user writes it: its aggregates and repositories are in this package. */
@SpringBootApplication
public class JdbcApplication {
}
