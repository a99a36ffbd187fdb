package io.shardflake.shardingsphere;

import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.config.LeaseSettings;
import io.shardflake.config.Setting;
import io.shardflake.config.ShardflakeConfig;
import io.shardflake.LayoutPreset;
import io.shardflake.clock.ClockPolicy;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What a {@link ShardflakeKeyGenerateAlgorithm}'s props say, checked: the layout, the clock policy and where the
 * worker id comes from. Fail closed, as everywhere in Shardflake: a layout with a worker field needs
 * {@code worker.id} or {@code worker.lease.url} (never a silent worker 0), and a layout without one needs
 * {@code shard.single-writer=true}.
 */
final class KeyGeneratorSettings {

    static final String WORKER_ID = Setting.WORKER_ID.path();
    static final String LEASE_URL = "worker.lease.url";
    static final String LEASE_USERNAME = "worker.lease.username";
    static final String LEASE_PASSWORD = "worker.lease.password";
    static final String LEASE_TABLE = Setting.WORKER_LEASE_TABLE.path();
    static final String LEASE_DURATION = Setting.WORKER_LEASE_DURATION.path();
    static final String LEASE_LOST_WRITES = Setting.WORKER_LEASE_LOST_WRITES.path();
    static final String LEASE_CLOCK_SKEW = Setting.WORKER_LEASE_CLOCK_SKEW.path();
    static final String LEASE_CLOCK_BEHIND = Setting.WORKER_LEASE_CLOCK_BEHIND.path();
    static final String LEASE_CALL_TIMEOUT = Setting.WORKER_LEASE_CALL_TIMEOUT.path();
    static final String LEASE_HISTORY_ENABLED = Setting.WORKER_LEASE_HISTORY_ENABLED.path();
    static final String LEASE_HISTORY_RETENTION = Setting.WORKER_LEASE_HISTORY_RETENTION.path();
    static final String MAX_LEAD = Setting.CLOCK_MAX_LEAD.path();
    static final String MAX_WAIT = Setting.CLOCK_MAX_WAIT.path();
    static final String SINGLE_WRITER = Setting.SHARD_SINGLE_WRITER.path();

    static final List<String> KEYS;

    static {
        List<String> keys = new ArrayList<>(LayoutProps.KEYS);
        keys.addAll(List.of(WORKER_ID, LEASE_URL, LEASE_USERNAME, LEASE_PASSWORD, LEASE_TABLE, LEASE_DURATION,
                LEASE_LOST_WRITES, LEASE_CLOCK_SKEW, LEASE_CLOCK_BEHIND, LEASE_CALL_TIMEOUT, LEASE_HISTORY_ENABLED,
                LEASE_HISTORY_RETENTION, MAX_LEAD, MAX_WAIT, SINGLE_WRITER));
        KEYS = List.copyOf(keys);
    }

    /**
     * Where the lease table is — a JDBC URL, since a ShardingSphere algorithm cannot reach the data sources — and the
     * {@code worker.lease.*} settings, read by the same model as every integration's.
     */
    record Lease(String url, @Nullable String username, @Nullable String password, LeaseSettings settings) {

        String table() {
            return settings.table();
        }

        Duration duration() {
            return settings.duration();
        }
    }

    private final IdLayout layout;
    private final ClockPolicy policy;
    private final @Nullable Integer workerId;
    private final @Nullable Lease lease;
    private final boolean singleWriter;
    private final String layoutKey;

    private KeyGeneratorSettings(IdLayout layout, ClockPolicy policy, @Nullable Integer workerId, @Nullable Lease lease,
            boolean singleWriter, String layoutKey) {
        this.layout = layout;
        this.policy = policy;
        this.workerId = workerId;
        this.lease = lease;
        this.singleWriter = singleWriter;
        this.layoutKey = layoutKey;
    }

    /**
     * @param props the key generator's props
     * @return the settings
     * @throws InvalidConfigurationException naming the key, the value and what is allowed
     */
    static KeyGeneratorSettings of(AlgorithmProps props) {
        ShardflakeConfig config = props.settings();
        IdLayout layout = LayoutProps.layout(props);
        ClockPolicy policy = config.clockPolicy();
        String layoutKey = config.layout().isPreset() ? Setting.LAYOUT_PRESET.path()
                : Setting.LAYOUT_WORKER_BITS.path();
        int maxWorker = (int) layout.maxValue(IdField.WORKER);
        boolean singleWriter = config.shard().singleWriter();
        String url = props.text(LEASE_URL);
        if (url == null) {
            for (String key : List.of(LEASE_USERNAME, LEASE_PASSWORD, LEASE_TABLE, LEASE_DURATION)) {
                if (props.has(key)) {
                    throw new InvalidConfigurationException(LEASE_URL, null, "the JDBC URL of the database that holds"
                            + " the lease table, since " + key + " is set");
                }
            }
        }
        Integer workerId = config.worker().id();
        if (!layout.has(IdField.WORKER)) {
            return workerless(workerId, layout, policy, layoutKey, singleWriter, url);
        }
        if (workerId != null && (workerId < 0 || workerId > maxWorker)) {
            throw new InvalidConfigurationException(WORKER_ID, workerId, "0.." + maxWorker + " (this instance's"
                    + " worker id; unique among the instances that make ids with this layout)");
        }
        if (workerId == null && url == null) {
            throw new InvalidConfigurationException(WORKER_ID, null, "a worker id 0.." + maxWorker + " unique to this"
                    + " instance, or " + LEASE_URL + " naming the database whose table "
                    + LeaseSettings.DEFAULT_TABLE + " leases one (with both, the worker id is registered in the lease"
                    + " table); the key generator never takes a worker id by itself");
        }
        Lease lease = null;
        if (url != null) {
            if (!url.startsWith("jdbc:")) {
                throw new InvalidConfigurationException(LEASE_URL, url, "a JDBC URL (jdbc:...) of the database that"
                        + " holds the lease table");
            }
            Duration duration = config.worker().lease().duration();
            Duration least = policy.maxWait().multipliedBy(2);
            if (duration.compareTo(least) < 0) {
                throw new InvalidConfigurationException(LEASE_DURATION, duration, "at least twice "
                        + MAX_WAIT + " (" + least + "), so that a first id waiting for the previous holder's"
                        + " reservation cannot outlive the lease");
            }
            lease = new Lease(url, props.text(LEASE_USERNAME), props.text(LEASE_PASSWORD), config.worker().lease());
        }
        return new KeyGeneratorSettings(layout, policy, workerId, lease, singleWriter, layoutKey);
    }

    /**
     * A layout without a worker field: nothing tells two instances' ids apart, so only an instance that alone makes
     * ids for its shards may use it.
     */
    private static KeyGeneratorSettings workerless(Integer workerId, IdLayout layout, ClockPolicy policy,
            String layoutKey, boolean singleWriter, String url) {
        String noField = "layout " + layout.name() + " has no worker field (" + layout.describeFields() + ")";
        if (url != null) {
            throw new InvalidConfigurationException(LEASE_URL, url, "no lease: " + noField + " to lease an id for");
        }
        if (workerId != null && workerId != 0) {
            throw new InvalidConfigurationException(WORKER_ID, workerId, "0..0 (" + noField + ")");
        }
        if (!singleWriter) {
            throw new InvalidConfigurationException(layoutKey, layoutKey.equals(Setting.LAYOUT_PRESET.path()) ? layout.name()
                    : "0", "a layout with a worker field, since " + noField + " and two instances writing one shard"
                    + " in the same tick would make the same ids; or " + SINGLE_WRITER + "=true if this instance"
                    + " is the only one that makes ids for the shards it writes");
        }
        return new KeyGeneratorSettings(layout, policy, null, null, true, layoutKey);
    }

    IdLayout layout() {
        return layout;
    }

    ClockPolicy policy() {
        return policy;
    }

    /** @return the fixed worker id, or null for a lease's choice or a layout without a worker field */
    @Nullable Integer workerId() {
        return workerId;
    }

    /** @return the lease, or null */
    @Nullable Lease lease() {
        return lease;
    }

    /**
     * One generator per worker identity and process: key generators with the same identity share a generator (one
     * logical clock, so no id twice), and the settings they share must be the same.
     *
     * @return e.g. {@code worker.id=3}, {@code worker.lease.url=jdbc:..., worker.lease.table=...}
     */
    String identity() {
        if (lease != null) {
            return LEASE_URL + "=" + lease.url() + ", " + LEASE_TABLE + "=" + lease.table()
                    + (workerId == null ? "" : ", " + WORKER_ID + "=" + workerId);
        }
        return workerId != null ? WORKER_ID + "=" + workerId : SINGLE_WRITER + "=true";
    }

    /**
     * A property whose value differs between two key generators of one identity.
     *
     * @param key the property, as the props write it
     * @param here its value in the key generator being opened
     * @param there its value in the one already running
     */
    record Difference(String key, @Nullable Object here, @Nullable Object there) {
    }

    /**
     * @param other settings with the same {@link #identity()}
     * @return the first property whose value differs, or null when they agree
     */
    @Nullable Difference differenceFrom(KeyGeneratorSettings other) {
        Map<String, Object> mine = fingerprint();
        Map<String, Object> theirs = other.fingerprint();
        for (Map.Entry<String, Object> entry : mine.entrySet()) {
            Object their = theirs.get(entry.getKey());
            if (!Objects.equals(entry.getValue(), their)) {
                return new Difference(entry.getKey(), entry.getValue(), their);
            }
        }
        return null;
    }

    private Map<String, Object> fingerprint() {
        Map<String, Object> values = new LinkedHashMap<>();
        // The layout as a whole, under the prop that names it (its epoch and tick are part of it).
        values.put(layoutKey.equals(Setting.LAYOUT_PRESET.path()) ? Setting.LAYOUT_PRESET.path()
                : Setting.LAYOUT_TIME_BITS.path() + " + shard-bits + worker-bits + sequence-bits", describe(layout));
        values.put(MAX_LEAD, policy.maxLead());
        values.put(MAX_WAIT, policy.maxWait());
        values.put(LEASE_USERNAME, lease == null ? null : lease.username());
        values.put(LEASE_DURATION, lease == null ? null : lease.duration());
        values.put(LEASE_LOST_WRITES, lease == null ? null : lease.settings().lostWrites());
        values.put(LEASE_CLOCK_SKEW, lease == null ? null : lease.settings().clockSkew());
        values.put(LEASE_CLOCK_BEHIND, lease == null ? null : lease.settings().clockBehind());
        values.put(LEASE_CALL_TIMEOUT, lease == null ? null : lease.settings().callTimeout());
        values.put(LEASE_HISTORY_ENABLED, lease == null ? null : lease.settings().history());
        values.put(LEASE_HISTORY_RETENTION, lease == null ? null : lease.settings().historyRetention());
        values.put(SINGLE_WRITER, singleWriter);
        return values;
    }

    private static String describe(IdLayout layout) {
        for (LayoutPreset preset : LayoutPreset.values()) {
            if (preset.layout().equals(layout)) {
                return preset.presetName();
            }
        }
        return layout.describeFields() + " from " + layout.epoch() + " in ticks of " + layout.tick();
    }
}
