package io.shardflake.worker.lease;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
import java.util.concurrent.AbstractExecutorService;
import java.util.concurrent.Callable;
import java.util.concurrent.Delayed;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * A scheduler whose time moves only when the test says: {@link #advance(Duration)} runs, on the test's thread, every
 * task that falls due, in order. One-shot {@code schedule} calls are all a heartbeat makes; the rest is refused.
 */
final class ScriptedScheduler extends AbstractExecutorService implements ScheduledExecutorService {

    private final PriorityQueue<Task> queue = new PriorityQueue<>(Comparator.comparingLong((Task t) -> t.dueNanos)
            .thenComparingLong(t -> t.order));
    private long nowNanos;
    private long scheduled;

    /** Moves time forward, running each task as its time comes (tasks scheduled meanwhile included). */
    void advance(Duration duration) {
        long until = nowNanos + duration.toNanos();
        for (Task next = queue.peek(); next != null && next.dueNanos <= until; next = queue.peek()) {
            queue.poll();
            nowNanos = next.dueNanos;
            if (!next.cancelled) {
                next.done = true;
                next.command.run();
            }
        }
        nowNanos = until;
    }

    /** @return the delays, from now, of the tasks still waiting (cancelled ones left out) */
    List<Duration> pending() {
        List<Duration> delays = new ArrayList<>();
        queue.stream().filter(t -> !t.cancelled).sorted(queue.comparator())
                .forEach(t -> delays.add(Duration.ofNanos(t.dueNanos - nowNanos)));
        return delays;
    }

    @Override
    public ScheduledFuture<?> schedule(Runnable command, long delay, TimeUnit unit) {
        Task task = new Task(command, nowNanos + unit.toNanos(delay), scheduled++);
        queue.add(task);
        return task;
    }

    @Override
    public <V> ScheduledFuture<V> schedule(Callable<V> callable, long delay, TimeUnit unit) {
        throw new UnsupportedOperationException("not used by a heartbeat");
    }

    @Override
    public ScheduledFuture<?> scheduleAtFixedRate(Runnable command, long initialDelay, long period, TimeUnit unit) {
        throw new UnsupportedOperationException("not used by a heartbeat");
    }

    @Override
    public ScheduledFuture<?> scheduleWithFixedDelay(Runnable command, long initialDelay, long delay, TimeUnit unit) {
        throw new UnsupportedOperationException("not used by a heartbeat");
    }

    @Override
    public void execute(Runnable command) {
        schedule(command, 0, TimeUnit.NANOSECONDS);
    }

    @Override
    public void shutdown() {
        throw new AssertionError("a lease must not shut down the caller's scheduler");
    }

    @Override
    public List<Runnable> shutdownNow() {
        throw new AssertionError("a lease must not shut down the caller's scheduler");
    }

    @Override
    public boolean isShutdown() {
        return false;
    }

    @Override
    public boolean isTerminated() {
        return false;
    }

    @Override
    public boolean awaitTermination(long timeout, TimeUnit unit) {
        return false;
    }

    private final class Task implements ScheduledFuture<Object> {

        final Runnable command;
        final long dueNanos;
        final long order;
        boolean cancelled;
        boolean done;

        Task(Runnable command, long dueNanos, long order) {
            this.command = command;
            this.dueNanos = dueNanos;
            this.order = order;
        }

        @Override
        public long getDelay(TimeUnit unit) {
            return unit.convert(dueNanos - nowNanos, TimeUnit.NANOSECONDS);
        }

        @Override
        public int compareTo(Delayed other) {
            return Long.compare(getDelay(TimeUnit.NANOSECONDS), other.getDelay(TimeUnit.NANOSECONDS));
        }

        @Override
        public boolean cancel(boolean mayInterruptIfRunning) {
            if (done) {
                return false;
            }
            cancelled = true;
            return true;
        }

        @Override
        public boolean isCancelled() {
            return cancelled;
        }

        @Override
        public boolean isDone() {
            return done || cancelled;
        }

        @Override
        public Object get() {
            return null;
        }

        @Override
        public Object get(long timeout, TimeUnit unit) {
            return null;
        }
    }
}
