package io.shardflake.shardingsphere;

import io.shardflake.IdField;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.worker.WorkerLeaseLostException;
import io.shardflake.worker.lease.WorkerLease;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicLong;
import org.jspecify.annotations.Nullable;

/**
 * The generator behind every {@link ShardflakeKeyGenerateAlgorithm} of one worker identity in this process, with
 * its lease if it has one. A key generator sees no row, so it cannot know which shard a row belongs to; it deals
 * the logical shards out in turn, so new rows spread evenly over all of them.
 */
final class SharedGenerator {

    private final KeyGeneratorSettings settings;
    private final SnowflakeGenerator generator;
    private final @Nullable WorkerLease lease;
    private final int shardCount;
    private final AtomicLong turn = new AtomicLong();
    private volatile boolean closed;

    SharedGenerator(KeyGeneratorSettings settings, SnowflakeGenerator generator, @Nullable WorkerLease lease) {
        this.settings = settings;
        this.generator = generator;
        this.lease = lease;
        this.shardCount = settings.layout().has(IdField.SHARD)
                ? (int) settings.layout().maxValue(IdField.SHARD) + 1 : 0;
    }

    /**
     * @return a new id, on the next logical shard in turn
     * @throws WorkerLeaseLostException once closed, or when the lease is lost
     */
    long nextId() {
        if (closed) {
            throw new WorkerLeaseLostException(describe(), "its key generator was closed");
        }
        if (shardCount == 0) {
            return generator.nextId();
        }
        return generator.nextId((int) Long.remainderUnsigned(turn.getAndIncrement(), shardCount));
    }

    KeyGeneratorSettings settings() {
        return settings;
    }

    SnowflakeGenerator generator() {
        return generator;
    }

    /** @return the lease, or null */
    @Nullable WorkerLease lease() {
        return lease;
    }

    /**
     * Stops making ids and gives the lease back.
     *
     * @return the earliest time a successor with the same fixed worker id may put in its ids (after every id this
     *     generator made, the ones it made ahead of the wall clock included), or null when a lease hands that on
     */
    Instant close() {
        closed = true;
        if (lease != null) {
            lease.close();
            return null;
        }
        // An id made now is later than every id made before: its time bounds them all.
        long last = generator.nextId();
        return settings.layout().decode(last).timestamp().plus(settings.layout().tick());
    }

    String describe() {
        return "SHARDFLAKE key generator " + settings.identity() + " (worker " + generator.workerId() + ")";
    }
}
