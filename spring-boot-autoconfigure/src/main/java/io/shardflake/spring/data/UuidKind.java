package io.shardflake.spring.data;

/**
 * The UUID formats {@link ShardflakeUuid} can ask for, each made by the auto-configured generator bean of its type.
 * (Hibernate's annotation has an enum of its own, in a module a Spring Data JDBC application need not have.)
 */
public enum UuidKind {

    /** RFC 9562 version 7 ({@link io.shardflake.uuid.UuidV7Generator}): sorts by creation time. The default. */
    V7,

    /** RFC 9562 version 6 ({@link io.shardflake.uuid.UuidV6Generator}): Gregorian time, sortable. */
    V6,

    /** RFC 9562 version 1 ({@link io.shardflake.uuid.UuidV1Generator}): Gregorian time, low bits first. */
    V1,

    /** Groupon's Locality "vB" ({@link io.shardflake.locality.LocalityUuidGenerator}): spreads inserts. */
    LOCALITY
}
