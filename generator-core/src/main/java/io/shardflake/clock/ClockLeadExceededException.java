package io.shardflake.clock;

import io.shardflake.error.ShardflakeException;
import java.time.Duration;

/**
 * Issuing an id would put the logical clock further ahead of the wall clock than its policy allows, and waiting
 * within the policy's bound cannot fix that: typically the wall clock stepped back by more than lead + wait, or
 * a restart began behind a reservation. Nothing was issued; a later call succeeds once the wall clock catches up.
 */
public class ClockLeadExceededException extends ShardflakeException {

    private static final long serialVersionUID = 1L;

    private final Duration lead;
    private final Duration maxLead;
    private final Duration waited;
    private final Duration maxWait;

    /**
     * @param lead how far ahead of the wall clock the next id would be
     * @param maxLead the policy's lead bound
     * @param waited how long this call already waited
     * @param maxWait the policy's wait bound
     */
    public ClockLeadExceededException(Duration lead, Duration maxLead, Duration waited, Duration maxWait) {
        super("the next id would be " + format(lead) + " ahead of the wall clock; allowed lead " + format(maxLead)
                + ", and waiting " + format(maxWait) + " at most (waited " + format(waited)
                + ") cannot close the gap. Did the wall clock step back?");
        this.lead = lead;
        this.maxLead = maxLead;
        this.waited = waited;
        this.maxWait = maxWait;
    }

    /** @return how far ahead of the wall clock the next id would have been */
    public Duration lead() {
        return lead;
    }

    /** @return the policy's lead bound */
    public Duration maxLead() {
        return maxLead;
    }

    /** @return how long the call waited before giving up */
    public Duration waited() {
        return waited;
    }

    /** @return the policy's wait bound */
    public Duration maxWait() {
        return maxWait;
    }

    private static String format(Duration duration) {
        long micros = duration.toNanos() / 1000;
        if (micros % 1000 != 0 || micros == 0) {
            return micros + " µs";
        }
        return micros / 1000 + " ms";
    }
}
