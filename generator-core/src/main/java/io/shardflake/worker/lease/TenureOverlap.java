package io.shardflake.worker.lease;

import io.shardflake.clock.Micros;
import java.time.Instant;

/**
 * Two tenures of one worker id whose id-time ranges overlap: both holders may have made the same id. The lease never
 * lets that happen while its table keeps its writes; {@link LeaseAudit} reports it when it did (a table restored with
 * {@code lost-writes=impossible}, rows deleted by hand, two lease tables on one database under one layout…).
 *
 * @param first the tenure whose range starts first
 * @param second the other
 */
public record TenureOverlap(TenureRecord first, TenureRecord second) {

    /** @return the first id time both may carry */
    public Instant from() {
        return Micros.toInstant(Math.max(first.idsFromMicros(), second.idsFromMicros()));
    }

    /** @return the last id time both may carry */
    public Instant until() {
        return Micros.toInstant(Math.min(first.idsUntilMicros(), second.idsUntilMicros()));
    }

    /** @return e.g. {@code worker id 3, id times 2026-…Z to 2026-…Z: host a (…) and host b (…)} */
    @Override
    public String toString() {
        return "worker id " + first.workerId() + ", id times " + from() + " to " + until() + ": " + first.holder()
                + " and " + second.holder();
    }
}
