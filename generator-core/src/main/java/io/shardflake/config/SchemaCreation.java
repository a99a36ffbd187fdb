package io.shardflake.config;

/**
 * When Shardflake creates a missing lease table ({@code shardflake.worker.lease.initialize-schema}), with Spring
 * Boot's words for its own {@code *.initialize-schema}.
 */
public enum SchemaCreation {

    /** Only on an in-memory database, which starts empty every time. */
    EMBEDDED,

    /** Whenever the table is missing. */
    ALWAYS,

    /** Never: the table comes from the migrations shipped in shardflake-core (the production way). */
    NEVER
}
