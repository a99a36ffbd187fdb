package io.shardflake.spring;

import io.shardflake.clock.ClockPolicy;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.Sleeper;
import io.shardflake.clock.WallClock;

/** The clock settings of the generators the auto-configuration makes: the configured policy and wall clock. */
final class GeneratorClocks {

    private GeneratorClocks() {
    }

    /**
     * @param policy the configured lead and wait bounds
     * @param clock the generators' wall clock
     * @return settings for generators of millisecond timestamps (Snowflake, v7, Locality)
     */
    static ClockSettings settings(ClockPolicy policy, WallClock clock) {
        return ClockSettings.of(clock, sleeperFor(clock)).withPolicy(policy);
    }

    /**
     * @param policy the configured lead and wait bounds
     * @param clock the generators' wall clock
     * @return settings for generators of sub-millisecond timestamps (v1, v6, uniqid), which follow the clock's
     *     {@link WallClock#precise() precise} view
     */
    static ClockSettings precise(ClockPolicy policy, WallClock clock) {
        return ClockSettings.of(clock.precise(), sleeperFor(clock)).withPolicy(policy);
    }

    /**
     * The clock itself when it can also wait (a scripted clock such as {@code ManualClock}, whose time only moves
     * when it is told to: a real sleep would wait for nothing), else the system's sleeper.
     */
    private static Sleeper sleeperFor(WallClock clock) {
        return clock instanceof Sleeper sleeper ? sleeper : Sleeper.system();
    }
}
