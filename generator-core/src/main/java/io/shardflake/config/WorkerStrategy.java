package io.shardflake.config;

import java.util.Arrays;
import java.util.Locale;

/**
 * Where the worker id comes from ({@code shardflake.worker.strategy}), the same values in every integration.
 *
 * <p>Whichever strategy chose the id, an application with a database registers it in the lease table (unless
 * {@code shardflake.worker.lease.enabled=false}), so a second live instance with the same id fails at startup.
 */
public enum WorkerStrategy {

    /** {@code shardflake.worker.id}, which must then be set: the operator keeps ids unique. */
    PROPERTY,

    /**
     * A stable hash of the host name ({@code shardflake.worker.hostname}, else {@code HOSTNAME}, else the local host
     * name). No coordination, but two hosts can hash to the same id.
     */
    HOSTNAME_HASH,

    /** The ordinal of a Kubernetes StatefulSet pod, read from its host name: {@code orders-3} is worker 3. */
    STATEFULSET,

    /** The low bits of the host's private (site-local) IPv4 address, as Sonyflake does. */
    IP,

    /** A free worker id leased from a table in the application's database, renewed in the background. */
    LEASE,

    /**
     * {@code shardflake.worker.id} if set; else a lease if there is a database; else the host name hash, with a
     * warning that states the chance of a collision for {@code shardflake.worker.cluster-size} instances.
     */
    AUTO;

    /** @return the value as a setting spells it, e.g. {@code hostname-hash} */
    public String value() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** @return every value as settings spell them: {@code property, hostname-hash, statefulset, ip, lease or auto} */
    public static String allowed() {
        return SettingReader.oneOf(Arrays.stream(values()).map(WorkerStrategy::value).toList());
    }
}
