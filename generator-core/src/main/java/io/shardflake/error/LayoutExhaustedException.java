package io.shardflake.error;

import java.time.Instant;

/**
 * The layout's time field cannot hold the current time: the layout has reached the end of its life. Ids are
 * never wrapped or made negative; this is thrown instead.
 */
public class LayoutExhaustedException extends ShardflakeException {

    private static final long serialVersionUID = 1L;

    private final long tick;
    private final long maxTick;
    private final Instant endOfLife;

    /**
     * @param tick the tick an id was needed for
     * @param maxTick the largest tick the time field holds
     * @param endOfLife the instant the layout runs out
     */
    public LayoutExhaustedException(long tick, long maxTick, Instant endOfLife) {
        super("layout exhausted: tick " + tick + " does not fit the time field (max " + maxTick
                + "); the layout ended at " + endOfLife);
        this.tick = tick;
        this.maxTick = maxTick;
        this.endOfLife = endOfLife;
    }

    /** @return the tick an id was needed for */
    public long tick() {
        return tick;
    }

    /** @return the largest tick the time field holds */
    public long maxTick() {
        return maxTick;
    }

    /** @return the instant the layout runs out */
    public Instant endOfLife() {
        return endOfLife;
    }
}
