package io.shardflake.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.testing.Gen;
import io.shardflake.testing.Gens;
import io.shardflake.testing.Property;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Checks the planner against a second, deliberately plain implementation of the seed's arithmetic in
 * {@link BigInteger}s, which cannot overflow or round: for every request the planner fits exactly when some tick
 * fits, and a plan meets every constraint it claims to.
 */
class LayoutPlannerProperties {

    private static final BigInteger MICROS_PER_YEAR = BigInteger.valueOf(31_557_600_000_000L);
    private static final BigInteger MICROS_PER_SECOND = BigInteger.valueOf(1_000_000);

    static Gen<PlanRequest> requests() {
        // Around powers of two (where ceil(log2) steps) as often as anywhere else.
        Gen<Long> nodes = Gens.oneOf(Gens.longs(1, PlanRequest.MAX_FIELD_VALUES), nearPowersOfTwo(30),
                Gens.longs(1, 4096));
        Gen<Long> rate = Gens.oneOf(Gens.longs(1, 1L << 40), nearPowersOfTwo(45), Gens.longs(1, 10_000_000));
        Gen<Integer> years = Gens.oneOf(Gens.ints(1, PlanRequest.MAX_YEARS), Gens.ints(1, 200));
        Gen<Long> shards = Gens.oneOf(Gens.constant(0L), Gens.longs(0, 1 << 16), nearPowersOfTwo(20));
        return s -> new PlanRequest(nodes.next(s), rate.next(s), years.next(s), shards.next(s));
    }

    private static Gen<Long> nearPowersOfTwo(int maxExponent) {
        Gen<Integer> exponents = Gens.ints(1, maxExponent);
        Gen<Integer> offsets = Gens.ints(-1, 1);
        return s -> Math.max(1, (1L << exponents.next(s)) + offsets.next(s));
    }

    @Test
    void fitsExactlyWhenSomeTickFitsAndThenMeetsEveryConstraint() {
        // The outcomes are tallied and checked: requests that fit nowhere and plans on more than one tick must
        // both be drawn, or the generator no longer reaches the planner's branches.
        Map<String, Integer> seen = new TreeMap<>();
        Property.forAll(requests()).tries(3000).check(request ->
                seen.merge(fitsExactlyWhenSomeTickFitsAndThenMeetsEveryConstraint(request), 1, Integer::sum));
        assertThat(seen).as("outcomes drawn").containsKey("no fit");
        assertThat(seen.keySet()).as("ticks planned").filteredOn(key -> key.startsWith("tick")).hasSizeGreaterThan(1);
    }

    /** @return "no fit" or the tick of the plan, for the tally */
    private static String fitsExactlyWhenSomeTickFitsAndThenMeetsEveryConstraint(PlanRequest request) {
        List<Duration> fitting = new ArrayList<>();
        for (Duration tick : LayoutPlanner.TICKS) {
            if (fits(request, tick)) {
                fitting.add(tick);
            }
        }
        if (fitting.isEmpty()) {
            NoLayoutFitsException error = catchThrowableOfType(
                    NoLayoutFitsException.class, () -> LayoutPlanner.plan(request));
            assertThat(error).isNotNull();
            assertThat(error.shortfallBits()).isPositive();
            assertThat(error.getMessage()).contains("by " + error.shortfallBits() + " bit");
            return "no fit";
        }
        LayoutPlan plan = LayoutPlanner.plan(request);
        IdLayout layout = plan.layout();
        Duration tick = layout.tick();

        assertThat(fitting).contains(tick);
        if (fitting.contains(Duration.ofMillis(1))) {
            assertThat(tick).isEqualTo(Duration.ofMillis(1));
        }
        assertThat(layout.totalBits()).isEqualTo(63);
        assertThat(layout.isTimeOrdered()).isTrue();
        // Time first (ids sort by time), the shard last (one generator's ids increase whatever their shard).
        assertThat(layout.fields()).isSubsetOf(IdField.TIME, IdField.WORKER, IdField.SEQUENCE, IdField.SHARD)
                .isSortedAccordingTo(java.util.Comparator.comparingInt(
                        List.of(IdField.TIME, IdField.WORKER, IdField.SEQUENCE, IdField.SHARD)::indexOf));
        assertThat(BigInteger.TWO.pow(layout.width(IdField.WORKER))).isGreaterThanOrEqualTo(big(request.nodes()));
        assertThat(BigInteger.TWO.pow(layout.width(IdField.SHARD))).isGreaterThanOrEqualTo(big(request.shards()));
        // rate × tick ≤ 2^sequence: the sequence counts a tick's share of the peak.
        assertThat(big(request.peakIdsPerSecondPerNode()).multiply(micros(tick)))
                .isLessThanOrEqualTo(BigInteger.TWO.pow(layout.width(IdField.SEQUENCE)).multiply(MICROS_PER_SECOND));
        assertThat(plan.capacityPerSecondPerNode()).isGreaterThanOrEqualTo(request.peakIdsPerSecondPerNode());
        assertThat(plan.idsPerTick()).isEqualTo(layout.idsPerTick()).isGreaterThanOrEqualTo(plan.peakIdsPerTick());
        assertThat(plan.lifetimeYears()).isGreaterThanOrEqualTo(request.years());
        assertThat(layout.endOfLife()).isAfterOrEqualTo(layout.epoch().plus(Duration.ofSeconds(
                31_557_600L * request.years())));
        assertThat(plan.spareBits()).isNotNegative();
        assertThat(plan.explanation()).isNotEmpty().allSatisfy(line -> assertThat(line).doesNotContain("\n"));
        return "tick " + tick;
    }

    @Test
    void widthsAreTheFewestThatCountTheValues() {
        Property.forAll(requests()).tries(1000).check(request -> {
            BitBudget budget = BitBudget.of(request, CandidateTick.MILLISECOND);

            assertFewest(budget.workerBits(), request.nodes());
            assertFewest(budget.shardBits(), request.shards());
            assertFewest(budget.sequenceBits(), budget.peakIdsPerTick());
        });
    }

    private static void assertFewest(int bits, long values) {
        assertThat(BigInteger.TWO.pow(bits)).isGreaterThanOrEqualTo(big(values));
        if (bits > 0) {
            assertThat(BigInteger.TWO.pow(bits - 1)).isLessThan(big(values));
        }
    }

    /** The seed's arithmetic, plainly: each field the fewest bits, time the rest, and time must last. */
    private static boolean fits(PlanRequest request, Duration tick) {
        BigInteger tickMicros = micros(tick);
        BigInteger perTick = ceilDiv(big(request.peakIdsPerSecondPerNode()).multiply(tickMicros), MICROS_PER_SECOND);
        int sequence = bitsFor(perTick);
        int time = 63 - bitsFor(big(request.nodes())) - bitsFor(big(request.shards())) - sequence;
        if (sequence > 31 || time < 1) {
            return false;
        }
        BigInteger life = BigInteger.TWO.pow(time).multiply(tickMicros);
        return life.compareTo(MICROS_PER_YEAR.multiply(BigInteger.valueOf(request.years()))) >= 0;
    }

    private static int bitsFor(BigInteger values) {
        return values.compareTo(BigInteger.ONE) <= 0 ? 0 : values.subtract(BigInteger.ONE).bitLength();
    }

    private static BigInteger ceilDiv(BigInteger a, BigInteger b) {
        BigInteger[] qr = a.divideAndRemainder(b);
        return qr[1].signum() == 0 ? qr[0] : qr[0].add(BigInteger.ONE);
    }

    private static BigInteger micros(Duration tick) {
        return BigInteger.valueOf(tick.toNanos() / 1000);
    }

    private static BigInteger big(long value) {
        return BigInteger.valueOf(value);
    }
}
