package io.shardflake.worker.lease;

import io.shardflake.error.InvalidConfigurationException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;

/**
 * The lease audit of {@code shardflake audit}, run by the application every
 * {@code shardflake.worker.lease.audit.interval}: it reads the lease's history and finds every pair of holders of one
 * worker id whose ids may carry the same time ({@link LeaseAudit#overlaps()}). The meter
 * {@code shardflake.lease.audit.overlaps} and the health component's {@code leaseAudit} detail show what the last
 * audit found.
 *
 * <p>The audit runs on a daemon thread of its own, one read of the history at a time, each bounded by the history's
 * timeout: it never holds up an id, and closing it (at shutdown) waits for nothing. A read that fails is reported
 * ({@link Findings#failure()}) and the overlaps of the last audit that read the history are kept. Inert (no thread)
 * without a history or with the interval 0.
 */
public final class ScheduledLeaseAudit implements AutoCloseable {

    private static final Duration MIN_INTERVAL = Duration.ofMillis(100);
    private static final Duration MAX_INTERVAL = Duration.ofDays(1);
    private static final System.Logger LOG = System.getLogger(ScheduledLeaseAudit.class.getName());

    /**
     * What the audits found so far.
     *
     * @param auditedAt when the last audit that read the history finished, null before the first
     * @param overlaps what it found: empty unless two holders of one worker id may have made the same id
     * @param failure why the last audit could not read the history, null if it could
     */
    public record Findings(@Nullable Instant auditedAt, List<TenureOverlap> overlaps, @Nullable String failure) {

        /** @param overlaps copied */
        public Findings {
            overlaps = List.copyOf(overlaps);
        }
    }

    private final @Nullable TenureHistory history;
    private final Duration interval;
    private final @Nullable ScheduledExecutorService thread;
    private volatile Findings findings = new Findings(null, List.of(), null);

    private ScheduledLeaseAudit(@Nullable TenureHistory history, Duration interval) {
        this.history = history;
        this.interval = interval;
        this.thread = history == null || interval.isZero() ? null : new ScheduledThreadPoolExecutor(1, task -> {
            Thread daemon = new Thread(task, "shardflake-lease-audit");
            daemon.setDaemon(true);
            return daemon;
        });
    }

    /**
     * @param history the lease's history, or null when there is none (no lease, or its history off)
     * @param interval how often to audit it, zero for never
     * @param intervalSetting the setting that gives the interval, as the user types it, for the refusal
     * @return the audit, its first run one interval from now
     * @throws InvalidConfigurationException naming {@code intervalSetting} if the interval is neither 0 nor 100ms to
     *     1d
     */
    public static ScheduledLeaseAudit start(@Nullable TenureHistory history, Duration interval,
            String intervalSetting) {
        if (interval == null || !interval.isZero()
                && (interval.compareTo(MIN_INTERVAL) < 0 || interval.compareTo(MAX_INTERVAL) > 0)) {
            throw new InvalidConfigurationException(intervalSetting, interval, "0 (never) or 100ms to 1d");
        }
        ScheduledLeaseAudit audit = new ScheduledLeaseAudit(history, interval);
        if (audit.thread != null) {
            long nanos = interval.toNanos();
            audit.thread.scheduleWithFixedDelay(audit::auditQuietly, nanos, nanos, TimeUnit.NANOSECONDS);
        }
        return audit;
    }

    /** @return whether the application audits the history: there is one, and the interval is not 0 */
    public boolean isScheduled() {
        return thread != null;
    }

    /** @return how often the history is audited, zero for never */
    public Duration interval() {
        return interval;
    }

    /** @return what the audits found so far */
    public Findings findings() {
        return findings;
    }

    /**
     * Audits the history now, on the calling thread (as the schedule does on its own).
     *
     * @return what it found, also what {@link #findings()} says from now on
     * @throws IllegalStateException if there is no history to audit
     */
    public Findings auditNow() {
        TenureHistory read = Optional.ofNullable(history).orElseThrow(() -> new IllegalStateException(
                "no lease history to audit: the worker id is not leased, or the lease's history is off"));
        Findings before = findings;
        try {
            List<TenureOverlap> overlaps = LeaseAudit.of(read).overlaps();
            findings = new Findings(Instant.now(), overlaps, null);
            if (!overlaps.isEmpty() && overlaps.size() != before.overlaps().size()) {
                LOG.log(System.Logger.Level.WARNING, "The lease history " + read.tableName() + " shows "
                        + overlaps.size() + " pair(s) of holders of one worker id whose ids may carry the same time,"
                        + " so ids may have been repeated: " + overlaps + ". See docs/operations/investigating-ids.md");
            }
        } catch (RuntimeException e) {
            findings = new Findings(before.auditedAt(), before.overlaps(), String.valueOf(e.getMessage()));
            LOG.log(System.Logger.Level.WARNING, "Could not audit the lease history " + read.tableName()
                    + "; the next try in " + interval, e);
        }
        return findings;
    }

    private void auditQuietly() {
        // An exception would end the schedule; auditNow reports every one it can recover from.
        try {
            auditNow();
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "The lease audit failed", e);
        }
    }

    /** Stops the schedule without waiting for an audit under way (its thread is a daemon). Idempotent. */
    @Override
    public void close() {
        if (thread != null) {
            thread.shutdownNow();
        }
    }

    @Override
    public String toString() {
        return "ScheduledLeaseAudit[" + (thread == null ? "off" : history + " every " + interval) + "]";
    }
}
