package io.shardflake.clock;

import java.util.concurrent.locks.LockSupport;

/**
 * How a generator waits for the wall clock to move on. Injected so that a scripted clock can advance time
 * instead of sleeping.
 */
@FunctionalInterface
public interface Sleeper {

    /**
     * Waits for about {@code nanos} nanoseconds, possibly less: callers read the clock again afterwards.
     *
     * @param nanos how long to wait, at least 1
     * @return how long it really waited, in nanoseconds
     */
    long pause(long nanos);

    /**
     * Spins for waits under a millisecond (a sleep would overshoot the tick by far more) and parks the thread
     * for longer ones.
     *
     * @return the system's sleeper
     */
    static Sleeper system() {
        return nanos -> {
            long start = System.nanoTime();
            if (nanos > 1_000_000) {
                LockSupport.parkNanos(nanos - 200_000);
            } else {
                Thread.onSpinWait();
            }
            return System.nanoTime() - start;
        };
    }
}
