package io.shardflake.clock;

import io.shardflake.error.InvalidConfigurationException;
import java.time.Duration;

/**
 * How far a logical clock may run ahead of the wall clock, and how long it may wait for the wall clock before
 * giving up.
 *
 * <p><b>Lead.</b> The logical clock runs ahead of the wall clock in two cases: a tick's sequence is used up and
 * the next tick is borrowed, or the wall clock stepped back and the logical clock carries on from where it
 * was. Both are safe within one process. The lead is also the one risk of a restart: if the same worker id
 * starts again, with no lease, sooner than the lead it had built up, the new process can repeat ids the old one
 * made ahead of time. A JVM does not restart in 100 ms; with a database lease the risk is gone whatever the
 * lead, because the lease records how far ahead its holder went.
 *
 * <p><b>Wait.</b> When running further ahead would break the lead bound, the clock waits for the wall clock
 * (spinning for sub-millisecond waits, sleeping for longer ones) for at most {@link #maxWait()} per id. If that
 * cannot be enough — the wall clock stepped back by more than lead + wait — it throws
 * {@link ClockLeadExceededException} at once, without waiting in vain.
 *
 * <p>{@link #DEFAULT} (100 ms lead, 1 s wait) rides out NTP corrections and a stepped leap second without an
 * error, and lets bursts borrow up to 100 ms of future capacity. {@link #classic()} is Twitter's rule: no lead,
 * wait for the next tick.
 *
 * @param maxLead how far the logical clock may run ahead of the wall clock; zero for classic Snowflake
 * @param maxWait how long one call may wait for the wall clock before it throws
 */
public record ClockPolicy(Duration maxLead, Duration maxWait) {

    /** 100 ms of lead, 1 s of waiting. */
    public static final ClockPolicy DEFAULT = new ClockPolicy(Duration.ofMillis(100), Duration.ofSeconds(1));

    /**
     * @throws InvalidConfigurationException if either duration is null or negative
     */
    public ClockPolicy {
        requireNonNegative("max lead", maxLead);
        requireNonNegative("max wait", maxWait);
    }

    /** @return classic Snowflake: no lead, up to 1 s of waiting */
    public static ClockPolicy classic() {
        return new ClockPolicy(Duration.ZERO, DEFAULT.maxWait());
    }

    /**
     * @param maxLead the new lead bound
     * @return this policy with another lead bound
     */
    public ClockPolicy withMaxLead(Duration maxLead) {
        return new ClockPolicy(maxLead, maxWait);
    }

    /**
     * @param maxWait the new wait bound
     * @return this policy with another wait bound
     */
    public ClockPolicy withMaxWait(Duration maxWait) {
        return new ClockPolicy(maxLead, maxWait);
    }

    private static void requireNonNegative(String name, Duration value) {
        if (value == null || value.isNegative()) {
            throw new InvalidConfigurationException(name, value, "a duration of zero or more");
        }
    }
}
