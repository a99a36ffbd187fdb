package io.shardflake.spring.actuator;

import io.shardflake.worker.lease.TenureRecord;
import org.jspecify.annotations.Nullable;

/**
 * One tenure of a worker id, as the {@code shardflake} endpoint shows it beside a decoded id: who held the worker id,
 * how the holding began and ended, and the range of id times its ids may carry. Times ISO-8601 in UTC; those of the
 * beginning and end on the database's clock.
 *
 * @param workerId the worker id held
 * @param host the holder's host
 * @param pid the holder's process id
 * @param instance the lease instance, unique per tenure
 * @param source how the holder chose the worker id
 * @param application the holder's application name, empty if none was set
 * @param idsFrom the earliest id time its ids may carry
 * @param idsUntil the latest id time its ids may carry
 * @param began how the tenure began
 * @param beganAt when
 * @param ended how it ended; null (left out) while it lasts, or when its holder vanished and nobody has taken the
 *     worker id over since
 * @param endedAt when it ended; null (left out) while {@code ended} is
 */
public record TenureDescriptor(int workerId, String host, long pid, String instance, String source,
        String application, String idsFrom, String idsUntil, String began, String beganAt, @Nullable String ended,
        @Nullable String endedAt) {

    static TenureDescriptor of(TenureRecord tenure) {
        return new TenureDescriptor(tenure.workerId(), tenure.holder().host(), tenure.holder().pid(),
                tenure.holder().instance(), tenure.holder().source(), tenure.application(),
                tenure.idsFrom().toString(), tenure.idsUntil().toString(), tenure.began(),
                tenure.beganAt().toString(), tenure.ended(),
                tenure.endedAt().map(Object::toString).orElse(null));
    }
}
