package io.shardflake.spring;

import io.shardflake.clock.Sleeper;
import io.shardflake.clock.WallClock;

/** How the generators wait for the wall clock they were given. */
final class Sleepers {

    private Sleepers() {
    }

    /**
     * @param clock the generators' wall clock
     * @return the clock itself when it can also wait (a scripted clock such as {@code ManualClock}, whose time only
     *     moves when it is told to: a real sleep would wait for nothing), else the system's sleeper
     */
    static Sleeper forClock(WallClock clock) {
        return clock instanceof Sleeper sleeper ? sleeper : Sleeper.system();
    }
}
