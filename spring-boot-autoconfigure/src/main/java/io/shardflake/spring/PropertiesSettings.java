package io.shardflake.spring;

import io.shardflake.config.Setting;
import io.shardflake.config.ShardflakeConfig;
import java.util.LinkedHashMap;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Hands the properties Spring bound over to the core's {@link ShardflakeConfig}, under the same keys Hibernate's
 * settings use: Spring binds (and its configuration processor documents) them, the core checks them.
 */
final class PropertiesSettings {

    private PropertiesSettings() {
    }

    /**
     * @param properties the bound properties
     * @return the settings, read and checked
     * @throws io.shardflake.config.InvalidSettingException naming the first setting that is refused
     */
    static ShardflakeConfig read(ShardflakeProperties properties) {
        Map<String, Object> settings = new LinkedHashMap<>();
        ShardflakeProperties.Layout layout = properties.getLayout();
        put(settings, Setting.LAYOUT_PRESET, layout.getPreset());
        put(settings, Setting.LAYOUT_EPOCH, layout.getEpoch());
        put(settings, Setting.LAYOUT_TICK, layout.getTick());
        put(settings, Setting.LAYOUT_TIME_BITS, layout.getTimeBits());
        put(settings, Setting.LAYOUT_SHARD_BITS, layout.getShardBits());
        put(settings, Setting.LAYOUT_WORKER_BITS, layout.getWorkerBits());
        put(settings, Setting.LAYOUT_SEQUENCE_BITS, layout.getSequenceBits());
        put(settings, Setting.LAYOUT_ORDER, layout.getOrder() == null ? null
                : layout.getOrder().stream().map(field -> field == null ? "" : field.label()).toList());
        ShardflakeProperties.Shard shard = properties.getShard();
        put(settings, Setting.SHARD_COUNT, shard.getCount());
        put(settings, Setting.SHARD_DEFAULT, shard.getDefaultShard());
        put(settings, Setting.SHARD_SINGLE_WRITER, shard.isSingleWriter());
        put(settings, Setting.CLOCK_MAX_LEAD, properties.getClock().getMaxLead());
        put(settings, Setting.CLOCK_MAX_WAIT, properties.getClock().getMaxWait());
        ShardflakeProperties.Worker worker = properties.getWorker();
        put(settings, Setting.WORKER_STRATEGY, worker.getStrategy());
        put(settings, Setting.WORKER_ID, worker.getId());
        put(settings, Setting.WORKER_CLUSTER_SIZE, worker.getClusterSize());
        put(settings, Setting.WORKER_HOSTNAME, worker.getHostname());
        ShardflakeProperties.Lease lease = worker.getLease();
        put(settings, Setting.WORKER_LEASE_ENABLED, lease.isEnabled());
        put(settings, Setting.WORKER_LEASE_TABLE, lease.getTable());
        put(settings, Setting.WORKER_LEASE_DURATION, lease.getDuration());
        put(settings, Setting.WORKER_LEASE_INITIALIZE_SCHEMA, lease.getInitializeSchema() == null ? null
                : lease.getInitializeSchema().name());
        put(settings, Setting.WORKER_LEASE_CONNECTION, lease.getConnection());
        put(settings, Setting.WORKER_LEASE_LOST_WRITES, lease.getLostWrites());
        put(settings, Setting.WORKER_LEASE_CLOCK_SKEW, lease.getClockSkew());
        put(settings, Setting.WORKER_LEASE_CLOCK_BEHIND, lease.getClockBehind());
        put(settings, Setting.WORKER_LEASE_CALL_TIMEOUT, lease.getCallTimeout());
        put(settings, Setting.WORKER_LEASE_HISTORY_ENABLED, lease.getHistory().isEnabled());
        put(settings, Setting.WORKER_LEASE_HISTORY_RETENTION, lease.getHistory().getRetention());
        put(settings, Setting.UNIQID_SHARD_COUNT, properties.getUniqid().getShardCount());
        put(settings, Setting.UNIQID_PREFIX, properties.getUniqid().isPrefix());
        put(settings, Setting.LOCALITY_MODE, properties.getLocality().getMode());
        ShardflakeProperties.PublicIdKeys publicId = properties.getPublicId();
        put(settings, Setting.PUBLIC_ID_KEYS, publicId.getKeys());
        put(settings, Setting.PUBLIC_ID_KEYS_ENV, publicId.getKeysEnv());
        put(settings, Setting.PUBLIC_ID_KEYS_FILE, publicId.getKeysFile());
        put(settings, Setting.PUBLIC_ID_CURRENT_KEY, publicId.getCurrentKey());
        return ShardflakeConfig.read(settings);
    }

    private static void put(Map<String, Object> settings, Setting setting, @Nullable Object value) {
        if (value != null) {
            settings.put(setting.key(), value);
        }
    }
}
