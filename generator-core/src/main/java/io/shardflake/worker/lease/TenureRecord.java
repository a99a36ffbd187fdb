package io.shardflake.worker.lease;

import io.shardflake.clock.Micros;
import java.time.Instant;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * One tenure as the lease's history records it: who held a worker id, how the holding began and ended, and the range
 * of id times its ids may carry. Times are microseconds since 1970, as stored; the {@code Instant} methods read them.
 *
 * @param workerId the worker id held
 * @param holder who held it: host, pid, lease instance (unique per tenure) and how the holder chose the id
 * @param application the holder's application name, empty if none was set
 * @param began how the tenure began, e.g. {@code claimed a free worker id} or {@code took over from host web-2 ...}
 * @param beganAtMicros when, on the database's clock
 * @param renewedAtMicros the tenure's last renewal (or write), on the database's clock
 * @param idsFromMicros the earliest id time its ids may carry (its {@link WorkerLease#notBefore()}; 0 for the first
 *     holder of a worker id, whose ids may carry any time)
 * @param idsUntilMicros the latest id time its ids may carry: its last reservation, or what it used when released
 * @param ended how it ended, e.g. {@code released: the lease was closed}; null while it lasts, or when its holder
 *     vanished and nobody has taken the worker id over since
 * @param endedAtMicros when it ended, on the database's clock; 0 while {@code ended} is null
 */
public record TenureRecord(int workerId, LeaseHolder holder, String application, String began, long beganAtMicros,
        long renewedAtMicros, long idsFromMicros, long idsUntilMicros, @Nullable String ended, long endedAtMicros) {

    /** @return when the tenure began, database clock */
    public Instant beganAt() {
        return Micros.toInstant(beganAtMicros);
    }

    /** @return its last write, database clock */
    public Instant renewedAt() {
        return Micros.toInstant(renewedAtMicros);
    }

    /** @return the earliest id time its ids may carry */
    public Instant idsFrom() {
        return Micros.toInstant(idsFromMicros);
    }

    /** @return the latest id time its ids may carry */
    public Instant idsUntil() {
        return Micros.toInstant(idsUntilMicros);
    }

    /** @return when it ended, database clock; empty while it lasts */
    public Optional<Instant> endedAt() {
        return ended == null ? Optional.empty() : Optional.of(Micros.toInstant(endedAtMicros));
    }

    /**
     * @param idTimeMicros an id's time, microseconds since 1970
     * @return whether this tenure's ids may carry that time
     */
    public boolean covers(long idTimeMicros) {
        return idTimeMicros >= idsFromMicros && idTimeMicros <= idsUntilMicros;
    }

    /**
     * @param other another tenure
     * @return whether both are of one worker id and their id-time ranges share an instant: ids of the two holders
     *     may then be equal
     */
    public boolean overlaps(TenureRecord other) {
        return workerId == other.workerId && !holder.instance().equals(other.holder.instance())
                && idsFromMicros <= other.idsUntilMicros && other.idsFromMicros <= idsUntilMicros;
    }

    /**
     * @return e.g. {@code worker id 3: host web-2 (pid 811, instance 5f0c…, from any free id), app orders, ids from
     *     2026-12-07T20:01:00Z to 2026-12-07T20:31:00.1Z; claimed a free worker id at 2026-…Z; released: the lease was
     *     closed at 2026-…Z}
     */
    @Override
    public String toString() {
        return "worker id " + workerId + ": " + holder + (application.isEmpty() ? "" : ", application " + application)
                + ", ids from " + idsFrom() + " to " + idsUntil() + "; " + began + " at " + beganAt() + "; "
                + (ended == null ? "not ended (last written at " + renewedAt() + ")" : ended + " at " + endedAt()
                        .orElseThrow());
    }
}
