package io.shardflake.plan;

import io.shardflake.error.InvalidConfigurationException;

/**
 * What a cluster needs from its ids: the question {@link LayoutPlanner#plan(PlanRequest)} answers.
 *
 * <p>The peak rate is taken as spread evenly over its second (100,000 ids/s at 1 ms ticks is 100 per tick), as
 * seed 003's analysis does. Bursts above that within one tick are absorbed by the clock borrowing the next tick
 * (see {@link io.shardflake.clock.ClockPolicy}); when bursts are the norm, ask for the burst rate instead.
 *
 * @param nodes how many generators run at once, each with its own worker id: 1 to 2^31 (a field holds 31 bits)
 * @param peakIdsPerSecondPerNode the most ids one node makes in a second: at least 1
 * @param years how long the layout must last from its epoch: 1 to 100,000 (a layout cannot outlive a
 *     {@code long} of microseconds, about 292,000 years from 1970)
 * @param shards how many shard values the ids must carry, 0 for no shard field: 0 to 2^31
 */
public record PlanRequest(long nodes, long peakIdsPerSecondPerNode, int years, long shards) {

    /** The most nodes or shards: a field other than time holds at most 31 bits. */
    public static final long MAX_FIELD_VALUES = 1L << 31;

    /** The longest life asked for; far below the ~292,000 years a layout can express at all. */
    public static final int MAX_YEARS = 100_000;

    /**
     * @throws InvalidConfigurationException naming the component, its value and the allowed range, when a value
     *     is out of range
     */
    public PlanRequest {
        check("nodes", nodes, 1, MAX_FIELD_VALUES);
        check("peakIdsPerSecondPerNode", peakIdsPerSecondPerNode, 1, Long.MAX_VALUE);
        check("years", years, 1, MAX_YEARS);
        check("shards", shards, 0, MAX_FIELD_VALUES);
    }

    /**
     * A request without a shard field.
     *
     * @param nodes how many generators run at once
     * @param peakIdsPerSecondPerNode the most ids one node makes in a second
     * @param years how long the layout must last
     * @return the request
     * @throws InvalidConfigurationException when a value is out of range
     */
    public static PlanRequest of(long nodes, long peakIdsPerSecondPerNode, int years) {
        return new PlanRequest(nodes, peakIdsPerSecondPerNode, years, 0);
    }

    /**
     * The same request with a shard field.
     *
     * @param shards how many shard values the ids must carry, 0 for none
     * @return a new request
     * @throws InvalidConfigurationException when {@code shards} is out of range
     */
    public PlanRequest withShards(long shards) {
        return new PlanRequest(nodes, peakIdsPerSecondPerNode, years, shards);
    }

    /** @return true when a shard field was asked for (one shard needs no bits, so still gets none) */
    public boolean hasShards() {
        return shards > 0;
    }

    private static void check(String parameter, long value, long min, long max) {
        if (value < min || value > max) {
            throw new InvalidConfigurationException(parameter, value,
                    PlanText.grouped(min) + ".." + PlanText.grouped(max));
        }
    }
}
