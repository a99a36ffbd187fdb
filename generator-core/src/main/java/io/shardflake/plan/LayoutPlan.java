package io.shardflake.plan;

import io.shardflake.IdLayout;
import java.util.List;

/**
 * A proposed layout and the arithmetic behind it, from {@link LayoutPlanner#plan(PlanRequest)}.
 *
 * <p>For 1,024 nodes at 100,000 ids/s each for 100 years (seed 003):
 *
 * <pre>
 *  63 62                                    17 16        7 6          0
 * +--+----------------------------------------+-----------+------------+
 * | 0|  time: 46 bits of 1 ms (2,230 years)   | worker: 10| sequence: 7|
 * +--+----------------------------------------+-----------+------------+
 * </pre>
 *
 * @param request the question
 * @param layout the proposed layout: time | shard | worker | sequence, the {@link IdLayout#DEFAULT_EPOCH} (change
 *     it with {@code layout.toBuilder().epoch(...)}; the life counts from the epoch)
 * @param lifetimeYears how long the layout lasts from its epoch, in years of 365.25 days
 * @param peakIdsPerTick the peak rate per node in one tick, rounded up: what the sequence must count
 * @param idsPerTick what the sequence counts in one tick, 2^sequence bits (at least {@code peakIdsPerTick})
 * @param capacityPerSecondPerNode {@code idsPerTick} times ticks per second: the most one node makes in a second
 *     without running ahead of the clock
 * @param spareBits time bits beyond those the asked years need: each one doubles the life
 * @param explanation the arithmetic, one step a line, e.g.
 *     {@code 1,024 nodes → 10 worker bits (2^10 = 1,024 worker ids)}
 */
public record LayoutPlan(PlanRequest request, IdLayout layout, double lifetimeYears, long peakIdsPerTick,
        long idsPerTick, long capacityPerSecondPerNode, int spareBits, List<String> explanation) {

    /** Copies the explanation, so that the plan stays immutable. */
    public LayoutPlan {
        explanation = List.copyOf(explanation);
    }

    /** @return the explanation's lines joined with {@code \n} */
    public String explanationText() {
        return String.join("\n", explanation);
    }
}
