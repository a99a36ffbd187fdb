package io.shardflake.spring;

/**
 * When Shardflake creates the lease table if it is missing ({@code shardflake.worker.lease.initialize-schema}): the
 * values of Spring Boot's own {@code *.initialize-schema}, in a type of Shardflake's, since Boot 4 keeps its
 * {@code DatabaseInitializationMode} in {@code spring-boot-sql}, which an application without JDBC does not have.
 */
public enum LeaseSchemaInitialization {

    /** Only on an in-memory database, which starts empty every time. */
    EMBEDDED,

    /** Whatever the database. */
    ALWAYS,

    /** Never: the table comes from the application's migrations. */
    NEVER
}
