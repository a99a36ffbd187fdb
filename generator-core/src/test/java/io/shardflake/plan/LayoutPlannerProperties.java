package io.shardflake.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.shardflake.IdField;
import io.shardflake.IdLayout;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * Checks the planner against a second, deliberately plain implementation of the seed's arithmetic in
 * {@link BigInteger}s, which cannot overflow or round: for every request the planner fits exactly when some tick
 * fits, and a plan meets every constraint it claims to.
 */
class LayoutPlannerProperties {

    private static final BigInteger MICROS_PER_YEAR = BigInteger.valueOf(31_557_600_000_000L);
    private static final BigInteger MICROS_PER_SECOND = BigInteger.valueOf(1_000_000);

    @Provide
    Arbitrary<PlanRequest> requests() {
        // Around powers of two (where ceil(log2) steps) as often as anywhere else.
        Arbitrary<Long> nodes = Arbitraries.oneOf(Arbitraries.longs().between(1, PlanRequest.MAX_FIELD_VALUES),
                nearPowersOfTwo(30), Arbitraries.longs().between(1, 4096));
        Arbitrary<Long> rate = Arbitraries.oneOf(Arbitraries.longs().between(1, 1L << 40), nearPowersOfTwo(45),
                Arbitraries.longs().between(1, 10_000_000));
        Arbitrary<Integer> years = Arbitraries.oneOf(Arbitraries.integers().between(1, PlanRequest.MAX_YEARS),
                Arbitraries.integers().between(1, 200));
        Arbitrary<Long> shards = Arbitraries.oneOf(Arbitraries.just(0L), Arbitraries.longs().between(0, 1 << 16),
                nearPowersOfTwo(20));
        return Combinators.combine(nodes, rate, years, shards).as(PlanRequest::new);
    }

    private static Arbitrary<Long> nearPowersOfTwo(int maxExponent) {
        return Combinators.combine(Arbitraries.integers().between(1, maxExponent),
                Arbitraries.integers().between(-1, 1)).as((exponent, offset) -> Math.max(1, (1L << exponent) + offset));
    }

    @Property(tries = 3000)
    void fitsExactlyWhenSomeTickFitsAndThenMeetsEveryConstraint(@ForAll("requests") PlanRequest request) {
        List<Duration> fitting = new ArrayList<>();
        for (Duration tick : LayoutPlanner.TICKS) {
            if (fits(request, tick)) {
                fitting.add(tick);
            }
        }
        Statistics.label("fits").collect(!fitting.isEmpty());
        if (fitting.isEmpty()) {
            NoLayoutFitsException error = catchThrowableOfType(
                    NoLayoutFitsException.class, () -> LayoutPlanner.plan(request));
            assertThat(error).isNotNull();
            assertThat(error.shortfallBits()).isPositive();
            assertThat(error.getMessage()).contains("by " + error.shortfallBits() + " bit");
            return;
        }
        LayoutPlan plan = LayoutPlanner.plan(request);
        IdLayout layout = plan.layout();
        Duration tick = layout.tick();
        Statistics.label("tick").collect(tick);

        assertThat(fitting).contains(tick);
        if (fitting.contains(Duration.ofMillis(1))) {
            assertThat(tick).isEqualTo(Duration.ofMillis(1));
        }
        assertThat(layout.totalBits()).isEqualTo(63);
        assertThat(layout.isTimeOrdered()).isTrue();
        assertThat(layout.fields()).isSortedAccordingTo((a, b) -> Integer.compare(a.ordinal(), b.ordinal()));
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
    }

    @Property(tries = 1000)
    void widthsAreTheFewestThatCountTheValues(@ForAll("requests") PlanRequest request) {
        BitBudget budget = BitBudget.of(request, CandidateTick.MILLISECOND);

        assertFewest(budget.workerBits(), request.nodes());
        assertFewest(budget.shardBits(), request.shards());
        assertFewest(budget.sequenceBits(), budget.peakIdsPerTick());
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
