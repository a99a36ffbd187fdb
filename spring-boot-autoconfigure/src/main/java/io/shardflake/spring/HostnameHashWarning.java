package io.shardflake.spring;

import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.worker.HostnameHashWorkerId;
import io.shardflake.worker.WorkerIdSource;
import java.util.Locale;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;

/**
 * The startup warning for a hashed worker id that nothing checks: it states the chance that two instances collide,
 * because "may collide" alone is easy to wave away and a number is not.
 */
final class HostnameHashWarning {

    private static final Log LOG = LogFactory.getLog(HostnameHashWarning.class);

    private HostnameHashWarning() {
    }

    /**
     * @param workerId the hashed worker id
     * @param source the source that hashed it
     * @param clusterSize how many instances share the layout
     * @param layout the layout
     */
    static void log(int workerId, WorkerIdSource source, int clusterSize, IdLayout layout) {
        if (LOG.isWarnEnabled()) {
            LOG.warn(message(workerId, source, clusterSize, layout));
        }
    }

    static String message(int workerId, WorkerIdSource source, int clusterSize, IdLayout layout) {
        int bits = layout.width(IdField.WORKER);
        double chance = HostnameHashWorkerId.collisionProbability(clusterSize, bits);
        return "Shardflake worker id " + workerId + " comes from " + source.description() + " and is registered"
                + " nowhere (no DataSource): " + clusterSize + " instances (" + PropertyKeys.WORKER_CLUSTER_SIZE
                + ") in " + (1L << bits) + " worker ids have a " + percent(chance) + " chance that two hash to the"
                + " same id and make the same ids. Set " + PropertyKeys.WORKER_ID + ", use "
                + PropertyKeys.WORKER_STRATEGY + "=statefulset, or give the application a DataSource so the id is"
                + " leased or registered";
    }

    private static String percent(double chance) {
        double percent = chance * 100;
        return percent >= 0.1 || percent == 0 ? String.format(Locale.ROOT, "%.1f%%", percent)
                : String.format(Locale.ROOT, "%.2g%%", percent);
    }
}
