package io.shardflake.clock;

import java.time.Clock;
import java.time.Instant;
import java.util.concurrent.locks.LockSupport;

/**
 * The daemon thread that drives a {@link TickingWallClock}: a tick just after each millisecond boundary while the
 * clock is read, and no wake-up at all while it rests.
 */
final class TickerThread extends Thread {

    private static final Clock UTC = Clock.systemUTC();

    private TickingWallClock clock;

    private TickerThread(String name) {
        super(name);
        setDaemon(true);
    }

    /**
     * @param source the clock to sample
     * @param name the thread's name
     * @return the running thread; {@link #clock()} is what it ticks
     */
    static TickerThread startTicking(WallClock source, String name) {
        TickerThread thread = new TickerThread(name);
        thread.clock = new TickingWallClock(source, () -> LockSupport.unpark(thread));
        thread.start();
        return thread;
    }

    /** @return the clock this thread ticks */
    TickingWallClock clock() {
        return clock;
    }

    @Override
    public void run() {
        while (true) {
            if (clock.tick()) {
                LockSupport.parkNanos(nanosToNextMillisecond());
            } else {
                // Spurious returns from park are allowed; only the reader that restarts the clock clears resting.
                while (clock.resting()) {
                    LockSupport.park(clock);
                }
            }
        }
    }

    private static long nanosToNextMillisecond() {
        Instant now = UTC.instant();
        return 1_000_000 - now.getNano() % 1_000_000;
    }
}
