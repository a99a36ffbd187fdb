package io.shardflake.clock;

import java.time.Instant;
import java.time.InstantSource;

/**
 * Where a generator reads the time of day. Injected everywhere so tests can script it; no generator reads the
 * system clock directly.
 *
 * <p>The wall clock may jump in either direction; the {@link LogicalClock} built on it never goes backwards.
 */
@FunctionalInterface
public interface WallClock {

    /** @return the current time in microseconds since 1970-01-01T00:00:00Z */
    long currentTimeMicros();

    /** @return the current time in milliseconds since 1970-01-01T00:00:00Z */
    default long currentTimeMillis() {
        return Math.floorDiv(currentTimeMicros(), 1000);
    }

    /**
     * The clock to read when a wait must end exactly at a tick boundary. For most clocks that is the clock
     * itself; a coarse clock ({@link #ticking()}) returns the system clock it samples.
     *
     * @return a clock at least as precise as this one, showing the same time
     */
    default WallClock precise() {
        return this;
    }

    /** @return the system's clock: {@link System#currentTimeMillis()} for milliseconds, {@link Instant} below */
    static WallClock system() {
        return SystemWallClock.INSTANCE;
    }

    /**
     * The system clock at millisecond resolution for the price of a field read, refreshed by one daemon thread
     * per JVM; it lags the system clock by at most about a millisecond. The default for generators whose tick is
     * a whole number of milliseconds.
     *
     * <p>Free when idle: once nobody has read it for about 100 ms the thread parks with no timeout (no wake-ups), and
     * the next read takes the system clock's time itself and wakes the thread. So the first id after a quiet spell
     * carries the current time.
     *
     * @return the shared ticking clock (its thread starts on the first call)
     */
    static WallClock ticking() {
        return TickingWallClock.instance();
    }

    /**
     * Adapts a {@link InstantSource}, such as a {@link java.time.Clock}.
     *
     * @param source the source of instants
     * @return a wall clock reading that source
     */
    static WallClock of(InstantSource source) {
        return new WallClock() {
            @Override
            public long currentTimeMicros() {
                return Micros.of(source.instant());
            }

            @Override
            public long currentTimeMillis() {
                return source.millis();
            }
        };
    }
}
