package io.shardflake.config;

import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.worker.HostnameHashWorkerId;
import io.shardflake.worker.WorkerIdSource;
import java.util.Locale;

/**
 * The startup warning for a hashed worker id that nothing checks: it states the chance that two instances collide,
 * because "may collide" alone is easy to wave away and a number is not.
 */
final class HostnameHashWarning {

    private HostnameHashWarning() {
    }

    static String message(int workerId, WorkerIdSource source, int clusterSize, IdLayout layout) {
        int bits = layout.width(IdField.WORKER);
        double chance = HostnameHashWorkerId.collisionProbability(clusterSize, bits);
        return "Shardflake worker id " + workerId + " comes from " + source.description() + " and is registered"
                + " nowhere (no database): " + clusterSize + " instances (" + Setting.WORKER_CLUSTER_SIZE.key()
                + ") in " + (1L << bits) + " worker ids have a " + percent(chance) + " chance that two hash to the"
                + " same id and make the same ids. Set " + Setting.WORKER_ID.key() + ", use "
                + Setting.WORKER_STRATEGY.key() + "=statefulset, or give the application a database so the id is"
                + " leased or registered";
    }

    private static String percent(double chance) {
        double percent = chance * 100;
        return percent >= 0.1 || percent == 0 ? String.format(Locale.ROOT, "%.1f%%", percent)
                : String.format(Locale.ROOT, "%.2g%%", percent);
    }
}
