package io.shardflake.plan;

import io.shardflake.error.ShardflakeException;
import java.time.Duration;

/**
 * No layout of 63 bits meets a {@link PlanRequest}: the fields the nodes, shards and rate need leave too few bits
 * for the years asked. The answer to a valid question, not a configuration error.
 *
 * <p>The message and the accessors describe the closest attempt, the tick that misses by the fewest bits; every
 * other candidate tick misses by at least as many, because a tick ten times longer moves about 3.3 bits from time
 * to sequence and back.
 */
public class NoLayoutFitsException extends ShardflakeException {

    private static final long serialVersionUID = 1L;

    private final PlanRequest request;
    private final Duration closestTick;
    private final int workerBits;
    private final int shardBits;
    private final int sequenceBits;
    private final int timeBitsAvailable;
    private final int timeBitsNeeded;
    private final int shortfallBits;

    NoLayoutFitsException(PlanRequest request, BitBudget closest, int shortfallBits, String message) {
        super(message);
        this.request = request;
        this.closestTick = closest.tick().duration();
        this.workerBits = closest.workerBits();
        this.shardBits = closest.shardBits();
        this.sequenceBits = closest.sequenceBits();
        this.timeBitsAvailable = closest.timeBitsAvailable();
        this.timeBitsNeeded = closest.timeBitsNeeded();
        this.shortfallBits = shortfallBits;
    }

    /** @return the request that could not be met */
    public PlanRequest request() {
        return request;
    }

    /** @return the tick of the closest attempt */
    public Duration closestTick() {
        return closestTick;
    }

    /** @return the worker bits the nodes need */
    public int workerBits() {
        return workerBits;
    }

    /** @return the shard bits the shards need (0 without shards) */
    public int shardBits() {
        return shardBits;
    }

    /** @return the sequence bits the rate needs at the closest tick */
    public int sequenceBits() {
        return sequenceBits;
    }

    /** @return the bits left for time at the closest tick: {@code 63 - worker - shard - sequence}, maybe negative */
    public int timeBitsAvailable() {
        return timeBitsAvailable;
    }

    /** @return the time bits the years need at the closest tick */
    public int timeBitsNeeded() {
        return timeBitsNeeded;
    }

    /** @return how many bits the request misses by: the fewest bits it would have to give up to fit */
    public int shortfallBits() {
        return shortfallBits;
    }
}
