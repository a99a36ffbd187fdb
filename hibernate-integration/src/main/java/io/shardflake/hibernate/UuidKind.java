package io.shardflake.hibernate;

/** Which UUID format {@link ShardflakeUuid} makes. */
public enum UuidKind {

    /** RFC 9562 version 7: Unix milliseconds first, so UUIDs sort by creation time. The default. */
    V7,

    /** RFC 9562 version 6: version 1's Gregorian time with its bits in sorting order. */
    V6,

    /** RFC 9562 version 1: Gregorian time with its low bits first (does not sort by time). */
    V1,

    /** Groupon's Locality UUID "vB": a scattering counter first, so inserts spread over an index. */
    LOCALITY
}
