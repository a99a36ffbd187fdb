package io.shardflake.spring;

import io.shardflake.snapshot.SnapshotAware;
import java.util.List;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.context.SmartLifecycle;

/**
 * Snapshots of the JVM the Spring way: Spring's CRaC support (and SnapStart's) stops the context's lifecycle beans
 * before a checkpoint and starts them again after the restore. Stopped, this gives the worker id's lease back and
 * stops every generator that has random state from being trusted as it is; started again, it claims anew and draws
 * the random state anew ({@link SnapshotAware}), so two JVMs restored from one snapshot share neither a worker id nor
 * a random stream, and no id is made between the stop and the new claim.
 *
 * <p>A context that only starts and stops once (the usual run) passes through this harmlessly: the stop at shutdown
 * gives the lease back, as closing it would. Its phase puts it after the web server on the way down and before it on
 * the way up, so no request is served without a worker id.
 */
final class ShardflakeSnapshots implements SmartLifecycle {

    /** Below Spring Boot's web server (DEFAULT_PHASE - 2048): stops after it, starts before it. */
    static final int PHASE = SmartLifecycle.DEFAULT_PHASE - 4096;

    private static final Log LOG = LogFactory.getLog(ShardflakeSnapshots.class);

    private final List<SnapshotAware> participants;
    // Guarded by this: whether running, and whether a stop came (so the next start is a restore).
    private boolean running;
    private boolean stopped;

    /** @param participants the lease and the generators with random state, in that order */
    ShardflakeSnapshots(List<SnapshotAware> participants) {
        this.participants = List.copyOf(participants);
    }

    @Override
    public synchronized void start() {
        if (stopped) {
            for (SnapshotAware participant : participants) {
                participant.afterRestore();
            }
            LOG.info("Shardflake started again after a stop (a snapshot's restore): the worker id was claimed anew and "
                    + participants.size() + " random source(s) drawn anew");
        }
        running = true;
    }

    @Override
    public synchronized void stop() {
        for (SnapshotAware participant : participants) {
            participant.beforeSnapshot();
        }
        stopped = true;
        running = false;
    }

    @Override
    public synchronized boolean isRunning() {
        return running;
    }

    @Override
    public int getPhase() {
        return PHASE;
    }

    @Override
    public String toString() {
        return "ShardflakeSnapshots[" + participants + "]";
    }
}
