package io.shardflake.config;

/**
 * Every {@code shardflake.*} setting Shardflake reads, under the same key in every integration: Hibernate settings,
 * Spring properties and (without the prefix) a ShardingSphere key generator's props. The table of all of them,
 * with values and defaults, is {@code docs/configuration.md}.
 */
public enum Setting {

    /** A preset layout by name. */
    LAYOUT_PRESET("layout.preset"),
    /** Tick 0 of the time field, an ISO-8601 instant. */
    LAYOUT_EPOCH("layout.epoch"),
    /** Length of one tick, a duration. */
    LAYOUT_TICK("layout.tick"),
    /** Width of the time field, for a layout given by field widths. */
    LAYOUT_TIME_BITS("layout.time-bits"),
    /** Width of the shard field. */
    LAYOUT_SHARD_BITS("layout.shard-bits"),
    /** Width of the worker field. */
    LAYOUT_WORKER_BITS("layout.worker-bits"),
    /** Width of the sequence field. */
    LAYOUT_SEQUENCE_BITS("layout.sequence-bits"),
    /** Order of the fields of a layout given by field widths, most significant first. */
    LAYOUT_ORDER("layout.order"),
    /** How many shards keys are hashed over. */
    SHARD_COUNT("shard.count"),
    /** Shard of ids made without one. */
    SHARD_DEFAULT("shard.default"),
    /** Whether this instance alone makes ids for each shard it writes. */
    SHARD_SINGLE_WRITER("shard.single-writer"),
    /** How far the logical clock may run ahead of the wall clock. */
    CLOCK_MAX_LEAD("clock.max-lead"),
    /** How long one id may wait for the wall clock. */
    CLOCK_MAX_WAIT("clock.max-wait"),
    /** Where the worker id comes from ({@link WorkerStrategy}). */
    WORKER_STRATEGY("worker.strategy"),
    /** The worker id of the {@code property} strategy. */
    WORKER_ID("worker.id"),
    /** How many instances share the layout (for the host-name hash's warning). */
    WORKER_CLUSTER_SIZE("worker.cluster-size"),
    /** Host name to use instead of this machine's. */
    WORKER_HOSTNAME("worker.hostname"),
    /** Whether Shardflake may use the application's database for the worker id. */
    WORKER_LEASE_ENABLED("worker.lease.enabled"),
    /** Name of the lease table. */
    WORKER_LEASE_TABLE("worker.lease.table"),
    /** How long a claim or renewal holds the worker id. */
    WORKER_LEASE_DURATION("worker.lease.duration"),
    /** When a missing lease table is created ({@link SchemaCreation}). */
    WORKER_LEASE_INITIALIZE_SCHEMA("worker.lease.initialize-schema"),
    /** Where the lease's connections come from (Spring Boot only). */
    WORKER_LEASE_CONNECTION("worker.lease.connection"),
    /** Whether the lease's database can lose acknowledged writes ({@link io.shardflake.worker.lease.LostWrites}). */
    WORKER_LEASE_LOST_WRITES("worker.lease.lost-writes"),
    /** How far apart the instances' and the database's clocks may be, added to a quarantine. */
    WORKER_LEASE_CLOCK_SKEW("worker.lease.clock-skew"),
    /** What a generator does when its wall clock falls behind its ids ({@link ClockBehind}). */
    WORKER_LEASE_CLOCK_BEHIND("worker.lease.clock-behind"),
    /** How long one claim, renewal or release may take. */
    WORKER_LEASE_CALL_TIMEOUT("worker.lease.call-timeout"),
    /** Whether the lease records every tenure in its history table. */
    WORKER_LEASE_HISTORY_ENABLED("worker.lease.history.enabled"),
    /** How long the lease's history keeps a tenure after its last write. */
    WORKER_LEASE_HISTORY_RETENTION("worker.lease.history.retention"),
    /** Shards of uniqid strings, 1 to 10. */
    UNIQID_SHARD_COUNT("uniqid.shard-count"),
    /** Whether uniqid strings carry the random prefix. */
    UNIQID_PREFIX("uniqid.prefix"),
    /** How the counter of a Locality UUID moves. */
    LOCALITY_MODE("locality.mode"),
    /** The key ring public ids are masked with, as text ({@link PublicIdSettings}); secret. */
    PUBLIC_ID_KEYS("public-id.keys"),
    /** The environment variable holding the key ring, instead of {@link #PUBLIC_ID_KEYS}. */
    PUBLIC_ID_KEYS_ENV("public-id.keys-env"),
    /** The file holding the key ring, instead of {@link #PUBLIC_ID_KEYS}. */
    PUBLIC_ID_KEYS_FILE("public-id.keys-file"),
    /** The id of the key that masks, when the ring has several. */
    PUBLIC_ID_CURRENT_KEY("public-id.current-key");

    /** The prefix of every key. */
    public static final String PREFIX = "shardflake.";

    private final String path;

    Setting(String path) {
        this.path = path;
    }

    /** @return the key under {@value #PREFIX}, e.g. {@code layout.preset}; a ShardingSphere prop has this name */
    public String path() {
        return path;
    }

    /** @return the full key, e.g. {@code shardflake.layout.preset} */
    public String key() {
        return PREFIX + path;
    }

    @Override
    public String toString() {
        return key();
    }
}
