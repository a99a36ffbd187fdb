package io.shardflake.clock;

/**
 * Elapsed time that only moves forward, for deadlines: a step of the wall clock (NTP, an operator, a VM resumed
 * from a snapshot) does not move it, so a deadline measured on it passes after the time it says, never sooner or
 * later. Injected, like {@link WallClock}, so tests can script it ({@link ManualClock} is both).
 */
@FunctionalInterface
public interface MonotonicClock {

    /**
     * @return nanoseconds since an arbitrary origin fixed for the life of this clock; only differences mean
     *     anything, compared as {@code a - b > 0} (the value may wrap)
     */
    long nanoTime();

    /** @return {@link System#nanoTime()} */
    static MonotonicClock system() {
        return System::nanoTime;
    }
}
