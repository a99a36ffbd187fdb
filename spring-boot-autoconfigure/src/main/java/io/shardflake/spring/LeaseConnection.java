package io.shardflake.spring;

/** Where the worker-id lease gets its connections ({@code shardflake.worker.lease.connection}). */
public enum LeaseConnection {

    /**
     * A connection of its own for each claim and renewal: from a {@link ShardflakeLeaseDataSource} bean, else a
     * non-pooled DataSource derived from the application's (same URL, user and password). Renewals never wait for
     * a connection the application's work holds, so a saturated pool cannot cost the lease.
     */
    DEDICATED,

    /**
     * The application's DataSource itself. Renewals queue with the application's work: a pool saturated for longer
     * than the lease duration makes renewals fail, and the instance then stops making ids until one succeeds.
     */
    POOL
}
