package io.shardflake.spring;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.worker.WorkerFence;
import io.shardflake.worker.lease.WorkerLease;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.availability.ApplicationAvailability;
import org.springframework.boot.availability.AvailabilityChangeEvent;
import org.springframework.boot.availability.ReadinessState;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.SmartLifecycle;

/**
 * Takes this instance out of traffic when it can no longer make safe ids: when the worker id's lease is lost
 * (taken over, or its deadline passed without a renewal), it publishes {@link ReadinessState#REFUSING_TRAFFIC}
 * through Spring Boot's availability events, so the readiness probe fails and the load balancer stops sending
 * requests that would only fail. When a later renewal restores the lease, it publishes
 * {@link ReadinessState#ACCEPTING_TRAFFIC} again, unless something else changed readiness since.
 *
 * <p>The lease's own thread notices nothing it could report, so this checks the lease once every
 * {@link #INTERVAL} on one daemon thread (a few volatile reads), from start to stop of the application context;
 * it stops before the lease is given back at shutdown. With no lease and no fence (a worker id nothing can take
 * away) there is nothing to watch and no thread.
 */
public final class LeaseReadiness implements SmartLifecycle {

    /** How often the lease is checked. */
    public static final Duration INTERVAL = Duration.ofSeconds(1);

    private static final Log LOG = LogFactory.getLog(LeaseReadiness.class);

    private final @Nullable BooleanSupplier valid;
    private final @Nullable String watched;
    private final ApplicationEventPublisher events;
    private final @Nullable ApplicationAvailability availability;
    private @Nullable ScheduledExecutorService thread;
    private boolean refused;

    /**
     * @param generator the application's generator
     * @param lease the lease holding its worker id, or null (then the generator's fence, if any, is watched)
     * @param events where availability changes are published (the application context)
     * @param availability the application's availability, or null: asked whether readiness was last changed here
     *     before traffic is accepted again
     */
    public LeaseReadiness(SnowflakeGenerator generator, @Nullable WorkerLease lease,
            ApplicationEventPublisher events, @Nullable ApplicationAvailability availability) {
        WorkerFence fence = generator.fence();
        if (lease != null) {
            this.valid = lease::isValid;
            this.watched = lease.holderDescription();
        } else if (fence.isLive()) {
            this.valid = fence::isValid;
            this.watched = "the fence of worker id " + generator.workerId();
        } else {
            this.valid = null;
            this.watched = null;
        }
        this.events = events;
        this.availability = availability;
    }

    /** @return whether there is a lease or fence to watch */
    public boolean isWatching() {
        return valid != null;
    }

    /**
     * Checks the lease now and publishes a readiness change if its validity changed since the last check. The
     * watch's thread calls this every {@link #INTERVAL}.
     */
    public synchronized void check() {
        if (valid == null) {
            return;
        }
        boolean ok = valid.getAsBoolean();
        if (!ok && !refused) {
            refused = true;
            LOG.error("Shardflake cannot make ids any more: " + watched + " is lost; readiness is now "
                    + ReadinessState.REFUSING_TRAFFIC);
            AvailabilityChangeEvent.publish(events, this, ReadinessState.REFUSING_TRAFFIC);
        } else if (ok && refused) {
            refused = false;
            if (readinessLastChangedHere()) {
                LOG.warn("Shardflake can make ids again: " + watched + " was renewed; readiness is now "
                        + ReadinessState.ACCEPTING_TRAFFIC);
                AvailabilityChangeEvent.publish(events, this, ReadinessState.ACCEPTING_TRAFFIC);
            }
        }
    }

    private boolean readinessLastChangedHere() {
        if (availability == null) {
            return true;
        }
        AvailabilityChangeEvent<ReadinessState> last = availability.getLastChangeEvent(ReadinessState.class);
        return last != null && last.getSource() == this;
    }

    @Override
    public synchronized void start() {
        if (valid == null || thread != null) {
            return;
        }
        thread = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread daemon = new Thread(task, "shardflake-readiness");
            daemon.setDaemon(true);
            return daemon;
        });
        long millis = INTERVAL.toMillis();
        thread.scheduleWithFixedDelay(this::checkQuietly, millis, millis, TimeUnit.MILLISECONDS);
    }

    private void checkQuietly() {
        try {
            check();
        } catch (RuntimeException e) {
            // A failing listener must not end the schedule: the next check tries again.
            LOG.warn("Shardflake could not publish a readiness change for " + watched, e);
        }
    }

    @Override
    public synchronized void stop() {
        if (thread != null) {
            thread.shutdownNow();
            thread = null;
        }
    }

    @Override
    public synchronized boolean isRunning() {
        return thread != null;
    }

    @Override
    public String toString() {
        return "LeaseReadiness[" + (watched == null ? "nothing to watch" : watched) + "]";
    }
}
