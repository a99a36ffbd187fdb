package io.shardflake.worker;

import java.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * The window in which a generator may use its worker id, checked before every id. It comes with the worker id, in
 * a {@link WorkerClaim}, from whoever granted it: {@link #none()} for an id nobody can take away (fixed, hashed, an
 * ordinal), a live fence for a database lease, which only the lease can open, extend or close.
 *
 * <p>A live fence has two bounds, for two different failures:
 * <ul>
 *   <li><b>a deadline</b> — in elapsed time. Once it passes without a renewal the holder has lost the id and stops,
 *       even if its heartbeat thread never ran again (a paused or partitioned process);
 *   <li><b>a reservation</b> — a bound on the <em>time inside the ids</em>. The holder never makes an id whose time
 *       is later, and the next holder of the worker id starts after it. This alone makes the two holders' ids
 *       disjoint, whatever their clocks say.
 * </ul>
 */
public interface WorkerFence {

    /**
     * Checks that an id whose time starts at {@code idTimeMicros} may be handed out now.
     *
     * @param idTimeMicros the start of the id's tick, in microseconds since 1970
     * @throws WorkerLeaseLostException if the worker id is no longer held, or the id's time is past the reservation
     */
    void check(long idTimeMicros);

    /** @return true while ids may be made with the worker id */
    boolean isValid();

    /** @return the latest time an id may carry, or null when there is no such bound */
    @Nullable Instant reservedUntil();

    /** @return false for {@link #none()}, true for a fence something can close */
    default boolean isLive() {
        return true;
    }

    /** @return the fence of a worker id nobody can take away: lets every id through */
    static WorkerFence none() {
        return NoFence.INSTANCE;
    }
}
