package io.shardflake.clock;

import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A clock that moves only when told to, for tests and simulations: set it, step it forward or back, freeze it.
 * As a {@link Sleeper} it advances itself by the time asked for, so a generator waiting on it finishes at once
 * and the test can see how long it would have waited ({@link #totalPausedNanos()}).
 *
 * <p>It is also a {@link MonotonicClock}: elapsed time moves with {@link #advance} forward and with every pause
 * (a frozen wall clock still lets time pass), but not with {@link #set} or {@link #stepBack}, which are steps of the
 * wall clock, as NTP makes them.
 *
 * <p>It keeps whole microseconds (any instant within ±292,000 years of 1970); a pause of part of a microsecond
 * moves it a whole one. Thread-safe.
 */
public final class ManualClock implements WallClock, MonotonicClock, Sleeper {

    private final AtomicLong micros;
    private final AtomicLong elapsedNanos = new AtomicLong();
    private final AtomicLong paused = new AtomicLong();
    private final AtomicLong pauses = new AtomicLong();
    private volatile boolean frozen;

    /**
     * @param start the time the clock shows first
     */
    public ManualClock(Instant start) {
        this.micros = new AtomicLong(Micros.of(start));
    }

    /**
     * @param start the time the clock shows first
     * @return a clock showing that time
     */
    public static ManualClock at(Instant start) {
        return new ManualClock(start);
    }

    @Override
    public long currentTimeMicros() {
        return micros.get();
    }

    @Override
    public long nanoTime() {
        return elapsedNanos.get();
    }

    @Override
    public long pause(long requested) {
        elapsedNanos.addAndGet(requested);
        paused.addAndGet(requested);
        pauses.incrementAndGet();
        if (!frozen) {
            micros.addAndGet((requested + 999) / 1000);
        }
        return requested;
    }

    /**
     * Steps the wall clock to a time; elapsed time does not move.
     *
     * @param time the time to show from now on (may be earlier than the current one)
     * @return this clock
     */
    public ManualClock set(Instant time) {
        micros.set(Micros.of(time));
        return this;
    }

    /**
     * Lets time pass (a positive amount moves the wall clock and elapsed time) or steps the wall clock back (a
     * negative one moves only the wall clock).
     *
     * @param amount how far to move; negative steps back
     * @return this clock
     */
    public ManualClock advance(Duration amount) {
        long nanos = amount.toNanos();
        if (nanos > 0) {
            elapsedNanos.addAndGet(nanos);
        }
        micros.addAndGet(Math.floorDiv(nanos, 1000));
        return this;
    }

    /**
     * Steps the wall clock back; elapsed time does not move.
     *
     * @param amount how far to step back
     * @return this clock
     */
    public ManualClock stepBack(Duration amount) {
        return advance(amount.negated());
    }

    /**
     * A frozen clock does not move when a generator waits on it: waiting then fails once the wait bound is
     * spent, as it would on a stuck real clock.
     *
     * @param frozen whether pauses leave the time unchanged
     * @return this clock
     */
    public ManualClock frozen(boolean frozen) {
        this.frozen = frozen;
        return this;
    }

    /** @return the time shown now */
    public Instant instant() {
        return Micros.toInstant(micros.get());
    }

    /** @return the sum of every wait asked of this clock, in nanoseconds */
    public long totalPausedNanos() {
        return paused.get();
    }

    /** @return how many times a generator waited on this clock */
    public long pauseCount() {
        return pauses.get();
    }

    @Override
    public String toString() {
        return "ManualClock[" + instant() + (frozen ? ", frozen" : "") + "]";
    }
}
