package io.shardflake.config;

/**
 * What a leased generator does when its wall clock falls behind the time in its ids by more than
 * {@code shardflake.clock.max-wait} (a clock stepped back, a restart behind in time)
 * ({@code shardflake.worker.lease.clock-behind}).
 */
public enum ClockBehind {

    /** Refuse ids until the wall clock catches up, as every Snowflake does: one generator's ids always increase. */
    WAIT,

    /**
     * Move to another free worker id whose earlier holders' ids all lie behind the wall clock, and go on at once: no
     * stall, at the price of one generator's ids no longer always increasing across the switch (uniqueness is
     * unchanged). Only where the worker id is leased ({@code strategy} {@code lease}, or {@code auto} with a database),
     * since only the lease table knows which worker ids are free and how far their ids went.
     */
    SWITCH_WORKER
}
