package io.shardflake.worker.lease;

import io.shardflake.clock.Micros;
import org.jspecify.annotations.Nullable;

/**
 * How long a claim must wait before its first id because the table may have lost writes, measured on the database's
 * clock: until {@code endsAt}, when every fence an earlier holder could still have had is closed and no earlier
 * reservation is ahead. Its end is also the earliest time the claim's ids may carry, so an instance whose clock is
 * behind cannot reach into what an earlier holder made.
 *
 * @param endsAt the database's clock at the end, microseconds since 1970
 * @param reason why, for the warning, the health details and the refusals meanwhile
 */
record Quarantine(long endsAt, String reason) {

    /**
     * @param now the database's clock now
     * @return the microseconds left at {@code now}, 0 once over
     */
    long leftAt(long now) {
        return Math.max(0, endsAt - now);
    }

    /** @return e.g. {@code quarantined until 2026-…Z (database clock): <reason>} */
    String describe() {
        return "quarantined until " + Micros.toInstant(endsAt) + " (database clock): " + reason;
    }

    /** @return the later of two quarantines, either of which may be null */
    static @Nullable Quarantine later(@Nullable Quarantine a, @Nullable Quarantine b) {
        if (a == null) {
            return b;
        }
        return b == null || a.endsAt >= b.endsAt ? a : b;
    }
}
