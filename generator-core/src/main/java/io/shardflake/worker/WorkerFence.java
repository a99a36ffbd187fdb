package io.shardflake.worker;

import io.shardflake.clock.WallClock;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The window in which a generator may use its worker id, kept up to date by whoever grants the id (a database
 * lease). A generator with a fence checks it before every id it hands out.
 *
 * <p>Two bounds, for two different failures:
 * <ul>
 *   <li><b>valid until</b> — a wall-clock time. Once it passes without a renewal, the holder has lost the id
 *       and stops, even if its heartbeat thread never ran again (a paused or partitioned process).
 *   <li><b>reserved until</b> — a bound on the <em>time inside the ids</em>. The holder never makes an id whose
 *       time is later, and the next holder of the worker id starts after it. This alone makes the two holders'
 *       ids disjoint, whatever their clocks say and however long a process was paused between checking and
 *       returning an id.
 * </ul>
 * Thread-safe: the window is one immutable value behind a volatile reference.
 */
public final class WorkerFence {

    private final WallClock clock;
    private final AtomicLong highestChecked = new AtomicLong(Long.MIN_VALUE);
    private volatile Window window;

    /**
     * @param clock the wall clock that tells when the window has expired
     * @param holder who holds the worker id, for messages
     */
    public WorkerFence(WallClock clock, String holder) {
        this.clock = clock;
        this.window = new Window(Long.MIN_VALUE, Long.MIN_VALUE, holder, "not granted yet");
    }

    /**
     * Opens or extends the window after a successful claim or renewal.
     *
     * @param validUntil when the grant expires unless renewed
     * @param reservedUntil the latest time an id may carry
     * @param holder who holds the worker id now
     */
    public void grant(Instant validUntil, Instant reservedUntil, String holder) {
        this.window = new Window(validUntil.toEpochMilli(), micros(reservedUntil), holder, null);
    }

    /**
     * Closes the window: every following id is refused until the next {@link #grant}.
     *
     * @param reason why, for the exception's message
     */
    public void revoke(String reason) {
        Window current = window;
        this.window = new Window(Long.MIN_VALUE, current.reservedUntilMicros, current.holder, reason);
    }

    /**
     * Checks that an id whose time starts at {@code idTimeMicros} may be handed out now.
     *
     * @param idTimeMicros the start of the id's tick, in microseconds since 1970
     * @throws WorkerLeaseLostException if the window has expired, was revoked, or the id's time is past the
     *     reservation
     */
    public void check(long idTimeMicros) {
        // Recorded before the window is read: after revoke(), highestChecked() covers every id let through.
        long highest = highestChecked.get();
        while (idTimeMicros > highest && !highestChecked.compareAndSet(highest, idTimeMicros)) {
            highest = highestChecked.get();
        }
        Window current = window;
        if (idTimeMicros > current.reservedUntilMicros || clock.currentTimeMillis() >= current.validUntilMillis) {
            throw refusal(current, idTimeMicros);
        }
    }

    /**
     * The latest id time this fence was asked about: after {@link #revoke}, no id handed out carries a later
     * time, so a lease can shrink its reservation to it on a clean shutdown.
     *
     * @return the latest id time checked, or null if no id was checked
     */
    public Instant highestChecked() {
        long micros = highestChecked.get();
        return micros == Long.MIN_VALUE ? null : Instant.EPOCH.plusNanos(micros * 1000);
    }

    /** @return true while the window is open by the wall clock */
    public boolean isValid() {
        return clock.currentTimeMillis() < window.validUntilMillis;
    }

    /** @return the latest time an id may carry, or null before the first grant */
    public Instant reservedUntil() {
        long micros = window.reservedUntilMicros;
        return micros == Long.MIN_VALUE ? null : Instant.EPOCH.plusNanos(micros * 1000);
    }

    private WorkerLeaseLostException refusal(Window current, long idTimeMicros) {
        String why;
        if (current.reason != null) {
            why = current.reason;
        } else if (idTimeMicros > current.reservedUntilMicros) {
            why = "the id's time " + Instant.EPOCH.plusNanos(idTimeMicros * 1000) + " is past the reservation "
                    + Instant.EPOCH.plusNanos(current.reservedUntilMicros * 1000);
        } else {
            why = "the lease expired at " + Instant.ofEpochMilli(current.validUntilMillis) + " without a renewal";
        }
        return new WorkerLeaseLostException(current.holder, why);
    }

    private static long micros(Instant time) {
        return Math.addExact(Math.multiplyExact(time.getEpochSecond(), 1_000_000L), time.getNano() / 1000);
    }

    private record Window(long validUntilMillis, long reservedUntilMicros, String holder, String reason) {
    }
}
