package io.shardflake.worker.lease;

import io.shardflake.error.ShardflakeException;
import java.time.Instant;

/**
 * Every worker id the layout has room for is held by a live lease, so this instance cannot make ids. The message
 * says when the first one frees up: more instances than worker ids is a sizing problem, a crashed fleet is one
 * that passes by itself.
 */
public class NoFreeWorkerIdException extends ShardflakeException {

    private static final long serialVersionUID = 1L;

    private final long workerIds;
    private final Instant oldestExpiry;

    /**
     * @param table the lease table
     * @param workerIds how many worker ids there are ({@code maxWorkerId + 1})
     * @param oldestExpiry the earliest time one of them expires unless renewed, by the database's clock
     * @param oldestHolder who holds that one
     */
    public NoFreeWorkerIdException(String table, long workerIds, Instant oldestExpiry, LeaseHolder oldestHolder) {
        super("all " + workerIds + " worker ids are held (table " + table + "); the oldest expires at " + oldestExpiry
                + " (database clock) unless its holder, " + oldestHolder + ", renews it. Stop an instance, or use a"
                + " layout with more worker bits");
        this.workerIds = workerIds;
        this.oldestExpiry = oldestExpiry;
    }

    /** @return how many worker ids there are, all held */
    public long workerIds() {
        return workerIds;
    }

    /** @return the earliest time one of them expires unless renewed, by the database's clock */
    public Instant oldestExpiry() {
        return oldestExpiry;
    }
}
