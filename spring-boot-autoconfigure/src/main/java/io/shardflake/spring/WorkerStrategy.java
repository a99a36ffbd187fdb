package io.shardflake.spring;

/**
 * Where the application's worker id comes from ({@code shardflake.worker.strategy}).
 *
 * <p>Whichever strategy chose the id, an application with a {@link javax.sql.DataSource} registers it in the lease
 * table (unless {@code shardflake.worker.lease.enabled=false}), so a second live instance with the same id fails
 * at startup, naming both hosts.
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

    /**
     * A free worker id leased from a table in the application's database, renewed in the background and given
     * back at shutdown. Needs a {@link javax.sql.DataSource}.
     */
    LEASE,

    /**
     * {@code shardflake.worker.id} if set; else a lease if the application has a {@link javax.sql.DataSource}; else
     * the host name hash, with a warning that states the chance of a collision for
     * {@code shardflake.worker.cluster-size} instances.
     */
    AUTO
}
