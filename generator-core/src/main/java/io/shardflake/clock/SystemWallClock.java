package io.shardflake.clock;

import java.time.Clock;
import java.time.Instant;

/** The system clock, read without allocation where the JDK allows it. */
final class SystemWallClock implements WallClock {

    static final SystemWallClock INSTANCE = new SystemWallClock();

    private static final Clock UTC = Clock.systemUTC();

    private SystemWallClock() {
    }

    @Override
    public long currentTimeMicros() {
        Instant now = UTC.instant();
        return now.getEpochSecond() * 1_000_000L + now.getNano() / 1000;
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
