package io.shardflake.clock;

/** The field of {@link PaddedLong}, after {@link CacheLinePadding}'s 128 bytes. */
abstract class PaddedLongValue extends CacheLinePadding {
    volatile long value;
}
