package io.shardflake.worker.lease;

import java.time.Duration;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Renews one lease in the background: every {@code interval} while renewals succeed, every {@code retry} while
 * they fail (so a database that comes back is noticed well before the lease runs out), never again once the lease
 * is lost or closed.
 *
 * <p>One daemon thread per lease: a lease is one per generator, and a thread of its own means a slow database
 * delays only this lease's renewals, and never keeps the JVM alive.
 */
final class Heartbeat {

    /** What one beat achieved, which decides when the next one comes. */
    enum Beat {
        /** Renewed: next beat after the interval. */
        RENEWED,
        /** Failed, the lease may still be saved: next beat after the retry delay. */
        FAILED,
        /** Lost or closed: no more beats. */
        STOPPED
    }

    private final ScheduledThreadPoolExecutor executor;
    private final Supplier<Beat> beat;
    private final long intervalNanos;
    private final long retryNanos;

    /**
     * @param threadName the daemon thread's name, for thread dumps
     * @param interval the delay after a successful beat
     * @param retry the delay after a failed one
     * @param beat one renewal attempt
     */
    Heartbeat(String threadName, Duration interval, Duration retry, Supplier<Beat> beat) {
        this.executor = new ScheduledThreadPoolExecutor(1, runnable -> {
            Thread thread = new Thread(runnable, threadName);
            thread.setDaemon(true);
            return thread;
        });
        // Without this, a beat scheduled before stop() would still run after it.
        executor.setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
        this.beat = beat;
        this.intervalNanos = interval.toNanos();
        this.retryNanos = Math.max(1, retry.toNanos());
    }

    /** Schedules the first beat one interval from now. */
    void start() {
        schedule(intervalNanos);
    }

    /** Stops beating; a beat already running finishes, none follows. */
    void stop() {
        executor.shutdown();
    }

    private void schedule(long delayNanos) {
        try {
            executor.schedule(this::run, delayNanos, TimeUnit.NANOSECONDS);
        } catch (RejectedExecutionException stopped) {
            // stop() came first: nothing more to do.
        }
    }

    private void run() {
        Beat result = beat.get();
        if (result != Beat.STOPPED) {
            schedule(result == Beat.RENEWED ? intervalNanos : retryNanos);
        } else {
            stop();
        }
    }
}
