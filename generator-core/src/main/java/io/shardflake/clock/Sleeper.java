package io.shardflake.clock;

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
     * Spins for waits up to a millisecond (a sleep would overshoot the tick by far more) and parks the thread for
     * longer ones, waking 0.2 ms early: the caller reads the clock again and spins the rest.
     *
     * <p>A spin lasts the whole time asked for and reads only {@link System#nanoTime()}: a caller that re-read its
     * generator's shared state and the wall clock on every spin would slow the threads still making ids (each read
     * pulls their cache line away), and the wall clock's microseconds come as an {@code Instant}.
     *
     * @return the system's sleeper
     */
    static Sleeper system() {
        return SystemSleeper.INSTANCE;
    }
}
