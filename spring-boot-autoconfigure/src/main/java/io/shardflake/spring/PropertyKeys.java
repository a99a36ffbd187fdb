package io.shardflake.spring;

/**
 * The property keys, for error messages: a setting that fails names the key the user typed, not the core builder
 * parameter it ended up in.
 */
final class PropertyKeys {

    static final String PRESET = "shardflake.layout.preset";
    static final String EPOCH = "shardflake.layout.epoch";
    static final String TICK = "shardflake.layout.tick";
    static final String TIME_BITS = "shardflake.layout.time-bits";
    static final String ORDER = "shardflake.layout.order";
    /** No single key holds the total; naming all four says where to take bits from. */
    static final String ALL_BITS = "shardflake.layout.time-bits + shard-bits + worker-bits + sequence-bits";
    static final String SHARD_COUNT = "shardflake.shard.count";
    static final String SHARD_DEFAULT = "shardflake.shard.default";
    static final String SHARD_SINGLE_WRITER = "shardflake.shard.single-writer";
    static final String CLOCK_MAX_LEAD = "shardflake.clock.max-lead";
    static final String CLOCK_MAX_WAIT = "shardflake.clock.max-wait";
    static final String WORKER_STRATEGY = "shardflake.worker.strategy";
    static final String WORKER_ID = "shardflake.worker.id";
    static final String WORKER_CLUSTER_SIZE = "shardflake.worker.cluster-size";
    static final String WORKER_HOSTNAME = "shardflake.worker.hostname";
    static final String LEASE_TABLE = "shardflake.worker.lease.table";
    static final String LEASE_DURATION = "shardflake.worker.lease.duration";
    static final String LEASE_ENABLED = "shardflake.worker.lease.enabled";
    static final String LEASE_INITIALIZE_SCHEMA = "shardflake.worker.lease.initialize-schema";
    static final String LEASE_CONNECTION = "shardflake.worker.lease.connection";
    /** Replaced by {@link #LEASE_INITIALIZE_SCHEMA}; named only to refuse it. */
    static final String LEASE_CREATE_TABLE = "shardflake.worker.lease.create-table";
    static final String UNIQID_SHARD_COUNT = "shardflake.uniqid.shard-count";

    private PropertyKeys() {
    }

    /**
     * @param fieldLabel a field's label, e.g. {@code worker}
     * @return its width's key, e.g. {@code shardflake.layout.worker-bits}
     */
    static String bits(String fieldLabel) {
        return "shardflake.layout." + fieldLabel + "-bits";
    }
}
