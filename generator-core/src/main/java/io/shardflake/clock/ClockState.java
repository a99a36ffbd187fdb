package io.shardflake.clock;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * What every call of a {@link LogicalClock} reads and may write: the last stamp and the highest wall-clock tick seen,
 * together on a cache line that nothing else uses.
 *
 * <p>Why together: a call that writes one often writes the other (a new tick is both a new mark and a new stamp), so
 * the core making the id fetches one line, not two. Why alone: when two threads make ids, the line moves between
 * their cores on every id; anything else on it (the clock's settings, a counter) would move with it and make each
 * read of it miss. (Before, the stamp, the mark and a UUID's separate step watch sat in three small objects wherever
 * the heap put them, and UUID v1 on 2 threads ran at 5 to 10 M/s depending on the JVM: NOTES.md.)
 */
final class ClockState extends ClockStateFields {

    private static final VarHandle LAST;
    private static final VarHandle WALL_MARK;

    static {
        try {
            MethodHandles.Lookup lookup = MethodHandles.lookup();
            LAST = lookup.findVarHandle(ClockStateFields.class, "last", long.class);
            WALL_MARK = lookup.findVarHandle(ClockStateFields.class, "wallMark", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    long q01, q02, q03, q04, q05, q06, q07, q08, q09, q10, q11, q12, q13, q14, q15, q16;

    ClockState(long last, long wallMark) {
        this.last = last;
        this.wallMark = wallMark;
    }

    long last() {
        return last;
    }

    boolean compareAndSetLast(long expected, long next) {
        return LAST.compareAndSet(this, expected, next);
    }

    long wallMark() {
        return wallMark;
    }

    boolean compareAndSetWallMark(long expected, long next) {
        return WALL_MARK.compareAndSet(this, expected, next);
    }
}
