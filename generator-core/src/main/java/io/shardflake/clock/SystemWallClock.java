package io.shardflake.clock;

import java.time.Clock;

/** The system clock, read without allocation where the JDK allows it. */
final class SystemWallClock implements WallClock {

    static final SystemWallClock INSTANCE = new SystemWallClock();

    private static final Clock UTC = Clock.systemUTC();

    private SystemWallClock() {
    }

    @Override
    public long currentTimeMicros() {
        return Micros.of(UTC.instant());
    }

    @Override
    public long currentTimeMillis() {
        return System.currentTimeMillis();
    }

    @Override
    public String toString() {
        return "system";
    }
}
