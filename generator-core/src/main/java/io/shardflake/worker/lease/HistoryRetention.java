package io.shardflake.worker.lease;

import io.shardflake.clock.MonotonicClock;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;

/**
 * How long the lease's history keeps a tenure after its last write, and when it next deletes older ones: at the first
 * claim of a lease, then at most once an hour, so pruning costs one {@code DELETE} an hour per process whatever the
 * number of renewals.
 */
final class HistoryRetention {

    /** How often a lease deletes tenures past the retention. */
    static final Duration INTERVAL = Duration.ofHours(1);

    private final Duration retention;
    private final MonotonicClock elapsed;
    private final AtomicLong nextNanos;

    HistoryRetention(Duration retention, MonotonicClock elapsed) {
        this.retention = retention;
        this.elapsed = elapsed;
        this.nextNanos = new AtomicLong(elapsed.nanoTime());
    }

    /** @return how long a tenure is kept after its last write */
    Duration retention() {
        return retention;
    }

    /** @return true once an hour (and the first time), for exactly one caller: the one to prune */
    boolean due() {
        long now = elapsed.nanoTime();
        long next = nextNanos.get();
        return now - next >= 0 && nextNanos.compareAndSet(next, now + INTERVAL.toNanos());
    }
}
