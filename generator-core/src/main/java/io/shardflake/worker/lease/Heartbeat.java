package io.shardflake.worker.lease;

import java.time.Duration;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.jspecify.annotations.Nullable;

/**
 * Drives one lease in the background: each beat renews it (or, once lost, claims anew) and says when the next beat
 * comes — after the interval while renewals succeed, sooner while they fail (so a database that comes back is
 * noticed well before the lease runs out), at the end of a quarantine, with back-off while a lost lease cannot be
 * claimed again — or that none comes (closed, suspended).
 *
 * <p>The beats run on a scheduler: by default one daemon thread per lease (a lease is one per generator, and a
 * thread of its own means a slow database delays only this lease's renewals, and never keeps the JVM alive); or the
 * caller's ({@link JdbcWorkerLease.Builder#heartbeatScheduler}), which a test can script and which this class never
 * shuts down.
 */
final class Heartbeat {

    /** What a beat returns to stop the heartbeat. */
    static final long STOP = -1;

    private final ScheduledExecutorService scheduler;
    private final boolean ownScheduler;
    private final LongSupplier beat;
    private final long firstNanos;
    // Guarded by this: the next beat, and whether stop() came.
    private ScheduledFuture<?> next;
    private boolean stopped;

    /**
     * @param scheduler where the beats run; null for a daemon thread of this heartbeat's own, named
     *     {@code threadName}, shut down by {@link #stop()}
     * @param threadName the daemon thread's name, for thread dumps
     * @param first the delay before the first beat
     * @param beat one beat: returns the nanoseconds until the next one, or {@link #STOP}
     */
    Heartbeat(@Nullable ScheduledExecutorService scheduler, String threadName, Duration first, LongSupplier beat) {
        this.ownScheduler = scheduler == null;
        this.scheduler = ownScheduler ? daemonThread(threadName) : scheduler;
        this.beat = beat;
        this.firstNanos = Math.max(1, first.toNanos());
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

    /** Schedules the first beat. */
    void start() {
        schedule(firstNanos);
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
        long next = beat.getAsLong();
        if (next >= 0) {
            schedule(Math.max(1, next));
        } else {
            stop();
        }
    }
}
