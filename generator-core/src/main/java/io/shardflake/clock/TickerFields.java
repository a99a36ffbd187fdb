package io.shardflake.clock;

/** The fields of {@link TickingWallClock} that readers touch, after {@link CacheLinePadding}'s 128 bytes. */
abstract class TickerFields extends CacheLinePadding {
    /** The time last published, in milliseconds since 1970; {@link TickingWallClock#STOPPED} while the ticker rests. */
    volatile long millis;
    /** Set by a reader that finds it clear, cleared by the ticker: whether anyone read since the last tick. */
    volatile boolean read;
    /** Whether the ticker rests (set before it publishes {@code STOPPED}), cleared by the reader that restarts it. */
    volatile boolean resting;
}
