package io.shardflake.config;

import io.shardflake.worker.WorkerIdSource;
import org.jspecify.annotations.Nullable;

/**
 * {@code shardflake.worker.*}: where the worker id comes from. Checked against the layout by {@link WorkerChooser}.
 *
 * @param strategy the strategy
 * @param id the worker id of the {@code property} strategy, or null
 * @param clusterSize how many instances share the layout, 1 or more
 * @param hostname the host name to use instead of this machine's, or null
 * @param lease the lease settings
 * @param source a {@link WorkerIdSource} given as the strategy's value (Hibernate settings may carry one), or null
 */
public record WorkerSettings(WorkerStrategy strategy, @Nullable Integer id, int clusterSize,
        @Nullable String hostname, LeaseSettings lease, @Nullable WorkerIdSource source) {

    /** The default of {@code shardflake.worker.cluster-size}. */
    public static final int DEFAULT_CLUSTER_SIZE = 10;

    static WorkerSettings read(SettingReader reader) {
        Object strategyValue = reader.raw(Setting.WORKER_STRATEGY);
        WorkerIdSource source = strategyValue instanceof WorkerIdSource given ? given : null;
        WorkerStrategy strategy = WorkerStrategy.AUTO;
        if (source == null && strategyValue != null) {
            RetiredSettings.refuseStrategy(strategyValue.toString().trim());
            strategy = reader.choice(Setting.WORKER_STRATEGY, WorkerStrategy.class, WorkerStrategy.AUTO);
        }
        Integer id = reader.integer(Setting.WORKER_ID, "a whole number, 0 to the worker field's maximum");
        Integer clusterSize = reader.integer(Setting.WORKER_CLUSTER_SIZE, "1 or more instances");
        if (clusterSize != null && clusterSize < 1) {
            throw new InvalidSettingException(Setting.WORKER_CLUSTER_SIZE, clusterSize, "1 or more instances");
        }
        Object hostname = reader.given(Setting.WORKER_HOSTNAME);
        if (hostname != null && hostname.toString().isBlank()) {
            throw new InvalidSettingException(Setting.WORKER_HOSTNAME, "\"" + hostname + "\"",
                    "a non-blank host name, or no value to use this machine's");
        }
        String given = hostname == null ? null : hostname.toString().trim();
        return new WorkerSettings(strategy, id, clusterSize == null ? DEFAULT_CLUSTER_SIZE : clusterSize, given,
                LeaseSettings.read(reader), source);
    }
}
