package io.shardflake.plan;

import io.shardflake.IdLayout;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Seed 003's bit-budget analysis as a tool: from nodes, a peak rate and a life in years to the widths of a
 * layout.
 *
 * <pre>
 *  worker bits   = ceil(log2 nodes)                     1,024 nodes            → 10
 *  shard bits    = ceil(log2 shards), if any
 *  sequence bits = ceil(log2 ceil(rate × tick))         100,000/s at 1 ms      → 100 per tick → 7
 *  time bits     = 63 − the others                      63 − 10 − 7            → 46 → 2,230 years
 * </pre>
 *
 * <p>It tries the ticks 1 ms, 10 ms, 100 ms, 1 s, 100 µs, 10 µs and 1 µs. A tick fits when the time bits left
 * last at least the years asked. 1 ms wins whenever it fits, because its time field reads as milliseconds;
 * otherwise the fit with the most spare time bits wins (ties go to the tick earlier in that list). All 63 bits
 * are used: what the years do not need goes to time, as in the seed, and lengthens the life.
 *
 * <p>The seed gets 47 time bits for the same question because it counts 64 bits; Shardflake keeps the sign bit
 * 0, so the answer is 46 bits and 2,230 years rather than 4,460.
 */
public final class LayoutPlanner {

    /** The ticks tried, in order of preference when fits are equally good. */
    public static final List<Duration> TICKS =
            Arrays.stream(CandidateTick.values()).map(CandidateTick::duration).toList();

    /** Most spare time bits first (for a miss: the smallest shortfall); ties go to the preferred tick. */
    private static final Comparator<BitBudget> BEST_FIRST = Comparator.comparingInt(BitBudget::spareBits).reversed()
            .thenComparingInt(budget -> budget.tick().ordinal());

    private LayoutPlanner() {
    }

    /**
     * Proposes a layout for a request.
     *
     * @param request nodes, peak rate per node, years and shards
     * @return the layout (time | worker | sequence | shard, from {@link IdLayout#DEFAULT_EPOCH}) and the arithmetic
     * @throws NoLayoutFitsException if no candidate tick leaves enough time bits for the years (or a tick's
     *     sequence would exceed a field's 31 bits at every tick); the message gives the closest attempt and
     *     the shortfall in bits
     * @throws NullPointerException if {@code request} is null
     */
    public static LayoutPlan plan(PlanRequest request) {
        List<BitBudget> budgets = new ArrayList<>();
        for (CandidateTick tick : CandidateTick.values()) {
            budgets.add(BitBudget.of(request, tick));
        }
        BitBudget millisecond = budgets.get(CandidateTick.MILLISECOND.ordinal());
        BitBudget chosen = millisecond.fits() ? millisecond : budgets.stream()
                .filter(BitBudget::fits)
                .min(BEST_FIRST)
                .orElseThrow(() -> noFit(request, budgets));
        return toPlan(request, chosen, millisecond);
    }

    private static LayoutPlan toPlan(PlanRequest request, BitBudget chosen, BitBudget millisecond) {
        IdLayout layout = IdLayout.builder()
                .name("planned")
                .epoch(IdLayout.DEFAULT_EPOCH)
                .tick(chosen.tick().duration())
                .time(chosen.timeBitsAvailable())
                .worker(chosen.workerBits())
                .sequence(chosen.sequenceBits())
                // Lowest, as in the shardflake preset: one generator's ids then increase whatever their shard.
                .shard(chosen.shardBits())
                .build();
        double lifetimeYears = PlanText.micros(layout.lifetime()) / PlanText.MICROS_PER_YEAR;
        return new LayoutPlan(request, layout, lifetimeYears, chosen.peakIdsPerTick(), chosen.idsPerTick(),
                chosen.idsPerTick() * chosen.tick().perSecond(), chosen.spareBits(),
                PlanExplanation.lines(request, chosen, millisecond, layout));
    }

    private static NoLayoutFitsException noFit(PlanRequest request, List<BitBudget> budgets) {
        BitBudget closest = budgets.stream()
                .filter(BitBudget::sequenceFitsAField)
                .min(BEST_FIRST)
                // Every tick's sequence is too wide: the finest tick needs the fewest sequence bits.
                .orElse(budgets.get(CandidateTick.MICROSECOND.ordinal()));
        int shortfall = Math.max(closest.sequenceBits() - BitBudget.MAX_SMALL_FIELD_BITS, -closest.spareBits());
        return new NoLayoutFitsException(request, closest, shortfall,
                PlanExplanation.failure(request, closest, shortfall));
    }
}
