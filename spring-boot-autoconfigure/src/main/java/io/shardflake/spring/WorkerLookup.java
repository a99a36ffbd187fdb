package io.shardflake.spring;

import io.shardflake.worker.lease.WorkerLease;
import java.util.Locale;
import org.jspecify.annotations.Nullable;
import org.springframework.beans.factory.ObjectProvider;

/**
 * What the actuator reports about the worker id beyond the generator itself: the strategy and the lease.
 *
 * <p>Both come from the starter's {@link ShardflakeWorker}, which exists only when the starter built the generator.
 * For an application's own {@code SnowflakeGenerator} bean the strategy is {@value #CUSTOM} and there is no lease
 * object (its fence, if any, is still read from the generator).
 *
 * <p>Public for the starter's own feature packages (actuator, health, metrics, availability); applications have
 * no use for it.
 */
public final class WorkerLookup {

    /** The strategy reported for an application's own generator: no strategy chose its worker id. */
    public static final String CUSTOM = "custom";

    private WorkerLookup() {
    }

    /**
     * @param worker the starter's worker bean, if any
     * @param properties the starter's properties, if any
     * @return {@code shardflake.worker.strategy} as spelled in properties (e.g. {@code hostname-hash}), or
     *     {@value #CUSTOM}
     */
    public static String strategy(ObjectProvider<ShardflakeWorker> worker, ObjectProvider<ShardflakeProperties> properties) {
        ShardflakeProperties settings = properties.getIfAvailable();
        if (worker.getIfAvailable() == null || settings == null) {
            return CUSTOM;
        }
        return spelled(settings.getWorker().getStrategy());
    }

    /**
     * @param strategy a worker strategy as given in properties
     * @return its name as a property value spells it, e.g. {@code hostname-hash}
     */
    public static String spelled(String strategy) {
        return strategy.trim().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * @param worker the starter's worker bean, if any
     * @return the lease holding the worker id, or null
     */
    public static @Nullable WorkerLease lease(ObjectProvider<ShardflakeWorker> worker) {
        ShardflakeWorker bean = worker.getIfAvailable();
        return bean == null ? null : bean.lease().orElse(null);
    }
}
