package io.shardflake.config;

import io.shardflake.worker.lease.JdbcWorkerLease;
import io.shardflake.worker.lease.LostWrites;
import java.time.Duration;
import org.jspecify.annotations.Nullable;

/**
 * {@code shardflake.worker.lease.*}: whether and how the worker id is leased or registered in the database.
 *
 * @param enabled whether Shardflake may use the database at all
 * @param table the lease table, a plain identifier, optionally schema.table
 * @param duration how long a claim or renewal holds the worker id
 * @param initializeSchema when a missing table is created
 * @param lostWrites whether the database can lose acknowledged writes, and so what a claim does about it
 * @param clockSkew how far apart the instances' and the database's clocks may be, added to a quarantine
 * @param clockBehind what a generator does when its wall clock falls behind its ids
 * @param callTimeout how long one claim, renewal or release may take; null for the lease's default (half the
 *     heartbeat interval, at least 1 s)
 * @param history whether every tenure is recorded in the history table ({@code <table>_history})
 * @param historyRetention how long the history keeps a tenure after its last write
 */
public record LeaseSettings(boolean enabled, String table, Duration duration, SchemaCreation initializeSchema,
        LostWrites lostWrites, Duration clockSkew, ClockBehind clockBehind, @Nullable Duration callTimeout,
        boolean history, Duration historyRetention) {

    /** The default table. */
    public static final String DEFAULT_TABLE = "shardflake_worker_lease";

    /** The default duration. */
    public static final Duration DEFAULT_DURATION = JdbcWorkerLease.DEFAULT_LEASE_DURATION;

    static LeaseSettings read(SettingReader reader) {
        return new LeaseSettings(reader.flag(Setting.WORKER_LEASE_ENABLED, true),
                reader.text(Setting.WORKER_LEASE_TABLE, DEFAULT_TABLE),
                reader.duration(Setting.WORKER_LEASE_DURATION, DEFAULT_DURATION),
                reader.choice(Setting.WORKER_LEASE_INITIALIZE_SCHEMA, SchemaCreation.class, SchemaCreation.EMBEDDED),
                reader.choice(Setting.WORKER_LEASE_LOST_WRITES, LostWrites.class, LostWrites.DETECT),
                reader.duration(Setting.WORKER_LEASE_CLOCK_SKEW, JdbcWorkerLease.DEFAULT_CLOCK_SKEW),
                reader.choice(Setting.WORKER_LEASE_CLOCK_BEHIND, ClockBehind.class, ClockBehind.WAIT),
                reader.duration(Setting.WORKER_LEASE_CALL_TIMEOUT, null),
                reader.flag(Setting.WORKER_LEASE_HISTORY_ENABLED, true),
                reader.duration(Setting.WORKER_LEASE_HISTORY_RETENTION, JdbcWorkerLease.DEFAULT_HISTORY_RETENTION));
    }

    /**
     * Applies these settings to a lease's builder, each under its own key should the builder refuse it: the one place
     * every integration (Spring Boot, Hibernate, ShardingSphere) turns {@code shardflake.worker.lease.*} into a lease.
     *
     * @param builder the lease's builder
     * @param leasesAnyId whether the lease will hand out any free id ({@code clock-behind=switch-worker} needs it)
     * @return the builder
     * @throws InvalidSettingException naming the setting a value of which the lease refuses
     */
    public JdbcWorkerLease.Builder configure(JdbcWorkerLease.Builder builder, boolean leasesAnyId) {
        LayoutSettings.apply(Setting.WORKER_LEASE_TABLE, () -> builder.table(table));
        LayoutSettings.apply(Setting.WORKER_LEASE_DURATION, () -> builder.leaseDuration(duration));
        LayoutSettings.apply(Setting.WORKER_LEASE_CLOCK_SKEW, () -> builder.clockSkew(clockSkew));
        builder.lostWrites(lostWrites);
        builder.history(history);
        LayoutSettings.apply(Setting.WORKER_LEASE_HISTORY_RETENTION, () -> builder.historyRetention(historyRetention));
        if (clockBehind == ClockBehind.SWITCH_WORKER && !leasesAnyId) {
            // Every integration reaches this, and how the id was chosen differs between them: the words hold in each.
            throw new InvalidSettingException(Setting.WORKER_LEASE_CLOCK_BEHIND, "switch-worker", "wait, since this"
                    + " instance's worker id is not one the lease picked from the free ones: only such an id can be"
                    + " switched for another");
        }
        builder.switchWorkerWhenClockBehind(clockBehind == ClockBehind.SWITCH_WORKER);
        if (callTimeout != null) {
            LayoutSettings.apply(Setting.WORKER_LEASE_CALL_TIMEOUT, () -> builder.callTimeout(callTimeout));
        }
        return builder;
    }
}
