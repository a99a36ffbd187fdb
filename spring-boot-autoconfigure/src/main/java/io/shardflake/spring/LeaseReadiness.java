package io.shardflake.spring;

import io.shardflake.worker.lease.LeaseListener;
import io.shardflake.worker.lease.LeaseState;
import io.shardflake.worker.lease.WorkerLease;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.availability.ApplicationAvailability;
import org.springframework.boot.availability.AvailabilityChangeEvent;
import org.springframework.boot.availability.ReadinessState;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.SmartLifecycle;

/**
 * Takes this instance out of traffic while it cannot make ids, and back in when it can: when the worker id's lease
 * stops letting ids through (lost to another instance, lapsed while the database was out of reach, quarantined after a
 * failover, given back for a snapshot of the JVM) it publishes {@link ReadinessState#REFUSING_TRAFFIC} through Spring
 * Boot's availability events, so the readiness probe fails and the load balancer stops sending requests that would
 * only fail; when the lease makes ids again — renewed, or healed by a claim of its own — it publishes
 * {@link ReadinessState#ACCEPTING_TRAFFIC}, unless something else changed readiness since.
 *
 * <p>Driven by the lease's own events ({@link LeaseListener}): nothing polls, and an idle application pays nothing.
 * Events count only between {@link #start()} and {@link #stop()}. With no lease (a worker id nothing can take away)
 * there is nothing to follow.
 */
public final class LeaseReadiness implements SmartLifecycle {

    private static final Log LOG = LogFactory.getLog(LeaseReadiness.class);

    private final @Nullable WorkerLease lease;
    private final ApplicationEventPublisher events;
    private final @Nullable ApplicationAvailability availability;
    // Guarded by this.
    private boolean running;
    private boolean refused;

    /**
     * @param lease the lease holding the application's worker id, or null
     * @param events where availability changes are published (the application context)
     * @param availability the application's availability, or null: asked whether readiness was last changed here
     *     before traffic is accepted again
     */
    public LeaseReadiness(@Nullable WorkerLease lease, ApplicationEventPublisher events,
            @Nullable ApplicationAvailability availability) {
        this.lease = lease;
        this.events = events;
        this.availability = availability;
        if (lease != null) {
            lease.addListener(this::changed);
        }
    }

    /** @return whether there is a lease to follow */
    public boolean isWatching() {
        return lease != null;
    }

    private void changed(WorkerLease changed, LeaseState state, String reason) {
        follow(state, reason);
    }

    /** Publishes a readiness change if whether ids can be made changed since the last one. */
    private synchronized void follow(LeaseState state, String reason) {
        if (!running) {
            return;
        }
        boolean makesIds = state.makesIds();
        if (!makesIds && !refused) {
            refused = true;
            LOG.error("Shardflake cannot make ids now (" + state + "): " + reason + "; readiness is "
                    + ReadinessState.REFUSING_TRAFFIC);
            AvailabilityChangeEvent.publish(events, this, ReadinessState.REFUSING_TRAFFIC);
        } else if (makesIds && refused) {
            refused = false;
            if (readinessLastChangedHere()) {
                LOG.warn("Shardflake makes ids again: " + reason + "; readiness is " + ReadinessState.ACCEPTING_TRAFFIC);
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

    /** Starts following the lease, and tells at once if it makes no ids now (quarantined at startup, say). */
    @Override
    public void start() {
        synchronized (this) {
            running = true;
        }
        if (lease != null) {
            follow(lease.state(), lease.stateReason());
        }
    }

    /** Stops following the lease (its own events at shutdown or before a snapshot change nothing). */
    @Override
    public synchronized void stop() {
        running = false;
    }

    @Override
    public synchronized boolean isRunning() {
        return running;
    }

    @Override
    public String toString() {
        return "LeaseReadiness[" + (lease == null ? "nothing to follow" : lease.holderDescription()) + "]";
    }
}
