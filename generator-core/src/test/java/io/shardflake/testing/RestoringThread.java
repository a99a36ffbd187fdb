package io.shardflake.testing;

import io.shardflake.snapshot.SnapshotAware;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Calls {@link SnapshotAware#afterRestore()} over and over on a thread of its own until closed: restores racing the
 * threads that make ids. A maker thread proves the race with {@link #awaitRestoreAfter(long)}: it reads
 * {@link #restores()}, makes ids, waits until a later restore has ended, and makes more, so at least one restore ran
 * while that thread was making ids, however the threads are scheduled.
 */
public final class RestoringThread implements AutoCloseable {

    private final AtomicLong restores = new AtomicLong();
    private final Thread thread;
    private volatile boolean stopped;
    private volatile Throwable failure;

    private RestoringThread(SnapshotAware target) {
        thread = new Thread(() -> {
            try {
                while (!stopped) {
                    target.afterRestore();
                    restores.incrementAndGet();
                }
            } catch (Throwable e) {
                failure = e;
            }
        }, "restoring " + target);
        thread.setDaemon(true);
    }

    /**
     * @param target what to restore over and over
     * @return the running thread
     */
    public static RestoringThread start(SnapshotAware target) {
        RestoringThread restoring = new RestoringThread(target);
        restoring.thread.start();
        return restoring;
    }

    /** @return how many restores have ended so far */
    public long restores() {
        return restores.get();
    }

    /**
     * Waits (yielding) until more than {@code seen} restores have ended; the test's timeout bounds it.
     *
     * @param seen a count from {@link #restores()}
     * @throws IllegalStateException if the restoring thread failed
     */
    public void awaitRestoreAfter(long seen) {
        while (restores.get() <= seen) {
            if (failure != null || !thread.isAlive()) {
                throw new IllegalStateException("the restoring thread stopped", failure);
            }
            Thread.yield();
        }
    }

    /**
     * Stops the restores and waits for the thread.
     *
     * @throws AssertionError carrying the restoring thread's failure, if it failed
     */
    @Override
    public void close() throws InterruptedException {
        stopped = true;
        thread.join();
        if (failure != null) {
            throw new AssertionError("afterRestore() failed", failure);
        }
    }
}
