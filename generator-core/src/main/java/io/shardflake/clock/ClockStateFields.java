package io.shardflake.clock;

/** The fields of {@link ClockState}, after {@link CacheLinePadding}'s 128 bytes. */
abstract class ClockStateFields extends CacheLinePadding {
    /** The last stamp handed out, or the stamp before the first one. */
    volatile long last;
    /** The highest wall-clock tick seen, lowered only when the wall clock is seen to step back. */
    volatile long wallMark;
}
