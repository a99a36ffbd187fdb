package io.shardflake.worker.lease;

import java.time.Duration;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Renews one lease in the background: every {@code interval} while renewals succeed, every {@code retry} while
 * they fail (so a database that comes back is noticed well before the lease runs out), never again once the lease
 * is lost or closed.
 *
 * <p>The beats run on a scheduler: by default one daemon thread per lease (a lease is one per generator, and a
 * thread of its own means a slow database delays only this lease's renewals, and never keeps the JVM alive); or the
 * caller's ({@link JdbcWorkerLease.Builder#heartbeatScheduler}), which a test can script and which this class never
 * shuts down.
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

    private final ScheduledExecutorService scheduler;
    private final boolean ownScheduler;
    private final Supplier<Beat> beat;
    private final long intervalNanos;
    private final long retryNanos;
    // Guarded by this: the next beat, and whether stop() came.
    private ScheduledFuture<?> next;
    private boolean stopped;

    /**
     * @param scheduler where the beats run; null for a daemon thread of this heartbeat's own, named
     *     {@code threadName}, shut down by {@link #stop()}
     * @param threadName the daemon thread's name, for thread dumps
     * @param interval the delay after a successful beat
     * @param retry the delay after a failed one
     * @param beat one renewal attempt
     */
    Heartbeat(ScheduledExecutorService scheduler, String threadName, Duration interval, Duration retry,
            Supplier<Beat> beat) {
        this.ownScheduler = scheduler == null;
        this.scheduler = ownScheduler ? daemonThread(threadName) : scheduler;
        this.beat = beat;
        this.intervalNanos = interval.toNanos();
        this.retryNanos = Math.max(1, retry.toNanos());
    }

    private static ScheduledExecutorService daemonThread(String threadName) {
        ScheduledThreadPoolExecutor executor = new ScheduledThreadPoolExecutor(1, runnable -> {
            Thread thread = new Thread(runnable, threadName);
            thread.setDaemon(true);
            return thread;
        });
        // Without this, a beat scheduled before stop() would still run after it.
        executor.setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
        return executor;
    }

    /** Schedules the first beat one interval from now. */
    void start() {
        schedule(intervalNanos);
    }

    /** Stops beating; a beat already running finishes, none follows. */
    synchronized void stop() {
        stopped = true;
        if (next != null) {
            next.cancel(false);
        }
        if (ownScheduler) {
            scheduler.shutdown();
        }
    }

    private synchronized void schedule(long delayNanos) {
        if (stopped) {
            return;
        }
        try {
            next = scheduler.schedule(this::run, delayNanos, TimeUnit.NANOSECONDS);
        } catch (RejectedExecutionException shutDown) {
            // The caller's scheduler is shutting down: the lease is renewed no more, and its fence says so in time.
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
