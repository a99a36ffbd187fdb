package io.shardflake.clock;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * A volatile {@code long} alone on its cache lines: 128 bytes of padding on either side.
 *
 * <p>Why alone: the {@link LogicalClock}'s last stamp moves between the cores of two threads making ids on every
 * id; anything else on its line (the clock's settings, a counter, the wall mark) would move with it and make each
 * read of it miss. The wall mark, read on every id but written once per tick, has a line of its own for the same
 * reason. (When the two shared one line, two threads made 11.7 M UUIDs v1 per second with no lead bound; apart,
 * 29.3 M: BENCHMARKS.md.)
 */
final class PaddedLong extends PaddedLongValue {

    private static final VarHandle VALUE;

    static {
        try {
            VALUE = MethodHandles.lookup().findVarHandle(PaddedLongValue.class, "value", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    long q01, q02, q03, q04, q05, q06, q07, q08, q09, q10, q11, q12, q13, q14, q15, q16;

    PaddedLong(long initial) {
        this.value = initial;
    }

    long get() {
        return value;
    }

    boolean compareAndSet(long expected, long next) {
        return VALUE.compareAndSet(this, expected, next);
    }

    /** Writes the value back unchanged, with volatile semantics: a store that later loads synchronise with. */
    void republish() {
        VALUE.getAndAdd(this, 0L);
    }

    /** @return the value as it was: {@code expected} if it became {@code next}, else the value that won */
    long compareAndExchange(long expected, long next) {
        return (long) VALUE.compareAndExchange(this, expected, next);
    }
}
