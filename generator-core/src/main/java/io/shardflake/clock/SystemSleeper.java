package io.shardflake.clock;

import java.util.concurrent.locks.LockSupport;

/** {@link Sleeper#system()}: spins up to a millisecond, parks beyond. */
final class SystemSleeper implements Sleeper {

    static final SystemSleeper INSTANCE = new SystemSleeper();

    /** Waits longer than this park the thread; shorter ones spin. */
    private static final long SPIN_LIMIT_NANOS = 1_000_000;
    /** How much earlier than asked a parked thread wakes: a park overshoots by tens of microseconds or more. */
    private static final long PARK_EARLY_NANOS = 200_000;

    private SystemSleeper() {
    }

    @Override
    public long pause(long nanos) {
        long start = System.nanoTime();
        if (nanos > SPIN_LIMIT_NANOS) {
            LockSupport.parkNanos(nanos - PARK_EARLY_NANOS);
        } else {
            do {
                Thread.onSpinWait();
            } while (System.nanoTime() - start < nanos);
        }
        return System.nanoTime() - start;
    }

    @Override
    public String toString() {
        return "system";
    }
}
