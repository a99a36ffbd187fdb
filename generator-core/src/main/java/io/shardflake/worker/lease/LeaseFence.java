package io.shardflake.worker.lease;

import io.shardflake.clock.Micros;
import io.shardflake.clock.MonotonicClock;
import io.shardflake.worker.WorkerFence;
import io.shardflake.worker.WorkerLeaseLostException;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicLong;
import org.jspecify.annotations.Nullable;

/**
 * A lease's {@link WorkerFence}: only the {@link WorkerLease} that owns it opens, extends and closes it, so nothing
 * outside this package can keep a generator running on a worker id it no longer holds.
 *
 * <p>The deadline is in elapsed time ({@link MonotonicClock}), read before the transaction that claimed or renewed:
 * a wall clock stepped forward or back, or a cached clock gone stale during a pause, cannot move it. The
 * reservation is in id time, since it bounds the time inside the ids. Thread-safe: the window is one immutable value
 * behind a volatile reference.
 */
final class LeaseFence implements WorkerFence {

    private final MonotonicClock elapsed;
    private final AtomicLong highestChecked = new AtomicLong(Long.MIN_VALUE);
    private volatile Window window;

    /**
     * @param elapsed the clock the deadline is measured on
     * @param holder who holds the worker id, for messages
     */
    LeaseFence(MonotonicClock elapsed, String holder) {
        this.elapsed = elapsed;
        this.window = new Window(false, false, 0, null, Long.MIN_VALUE, holder, "not granted yet");
    }

    /**
     * Opens or extends the window after a successful claim or renewal.
     *
     * @param deadlineNanos when the grant expires unless renewed, on the elapsed clock
     * @param deadline the same deadline by this host's wall clock at the grant, for messages
     * @param reservedUntilMicros the latest time an id may carry
     * @param holder who holds the worker id now
     */
    synchronized void grant(long deadlineNanos, Instant deadline, long reservedUntilMicros, String holder) {
        if (!window.revoked) {
            this.window = new Window(true, false, deadlineNanos, deadline, reservedUntilMicros, holder, null);
        }
    }

    /**
     * Keeps the window shut for now, e.g. while a claim waits out a quarantine; a later {@link #grant} opens it.
     *
     * @param reason why, for the exception's message
     */
    synchronized void withhold(String reason) {
        Window current = window;
        if (!current.revoked) {
            this.window = new Window(false, false, 0, current.deadline, current.reservedUntilMicros, current.holder,
                    reason);
        }
    }

    /**
     * Closes the window for good: every following id is refused, and no later {@link #grant} opens it again (a
     * renewal that was under way when the lease was lost or closed cannot undo that).
     *
     * @param reason why, for the exception's message
     */
    synchronized void revoke(String reason) {
        Window current = window;
        if (!current.revoked) {
            this.window = new Window(false, true, 0, current.deadline, current.reservedUntilMicros, current.holder,
                    reason);
        }
    }

    /** @return true once {@link #revoke} closed the window for good */
    boolean isRevoked() {
        return window.revoked;
    }

    @Override
    public void check(long idTimeMicros) {
        // Recorded before the window is read: after revoke(), highestChecked() covers every id let through.
        long highest = highestChecked.get();
        while (idTimeMicros > highest && !highestChecked.compareAndSet(highest, idTimeMicros)) {
            highest = highestChecked.get();
        }
        Window current = window;
        if (idTimeMicros > current.reservedUntilMicros || !current.openAt(elapsed.nanoTime())) {
            throw refusal(current, idTimeMicros);
        }
    }

    /**
     * The latest id time this fence was asked about: after {@link #revoke}, no id handed out carries a later time,
     * so a lease can shrink its reservation to it on a clean shutdown.
     *
     * @return the latest id time checked, in microseconds since 1970, or {@link Long#MIN_VALUE} if none was
     */
    long highestCheckedMicros() {
        return highestChecked.get();
    }

    @Override
    public boolean isValid() {
        return window.openAt(elapsed.nanoTime());
    }

    /** @return how long the window stays open, in nanoseconds (0 or less once closed or expired) */
    long remainingNanos() {
        Window current = window;
        return current.open ? current.deadlineNanos - elapsed.nanoTime() : 0;
    }

    @Override
    public @Nullable Instant reservedUntil() {
        long micros = window.reservedUntilMicros;
        return micros == Long.MIN_VALUE ? null : Micros.toInstant(micros);
    }

    private WorkerLeaseLostException refusal(Window current, long idTimeMicros) {
        String why;
        if (current.reason != null) {
            why = current.reason;
        } else if (idTimeMicros > current.reservedUntilMicros) {
            why = "the id's time " + Micros.toInstant(idTimeMicros) + " is past the reservation "
                    + Micros.toInstant(current.reservedUntilMicros);
        } else {
            why = "the lease expired at " + current.deadline + " without a renewal (its duration is measured in"
                    + " elapsed time from the last claim or renewal; the time shown is this host's clock then)";
        }
        return new WorkerLeaseLostException(current.holder, why);
    }

    @Override
    public String toString() {
        Window current = window;
        return "LeaseFence[" + current.holder + (current.reason != null ? ", closed: " + current.reason : "") + "]";
    }

    /** Deadlines compare as differences: {@code nanoTime} may wrap. */
    private record Window(boolean open, boolean revoked, long deadlineNanos, @Nullable Instant deadline,
            long reservedUntilMicros, String holder, @Nullable String reason) {

        boolean openAt(long nowNanos) {
            return open && deadlineNanos - nowNanos > 0;
        }
    }
}
