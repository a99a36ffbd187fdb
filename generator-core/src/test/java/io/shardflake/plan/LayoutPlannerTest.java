package io.shardflake.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.LayoutPreset;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class LayoutPlannerTest {

    @Test
    void seed003OneThousandNodesAtOneHundredThousandPerSecondGet46BitsOfMillisecondsNot47() {
        LayoutPlan plan = LayoutPlanner.plan(PlanRequest.of(1024, 100_000, 100));

        IdLayout layout = plan.layout();
        assertThat(layout.describeFields()).isEqualTo("time 46 | worker 10 | sequence 7");
        assertThat(layout.tick()).isEqualTo(Duration.ofMillis(1));
        // The seed counts 64 bits and gets 47 bits of time (4,460 years); the sign bit stays 0 here.
        assertThat(layout.totalBits()).isEqualTo(63);
        assertThat(plan.peakIdsPerTick()).isEqualTo(100);
        assertThat(plan.idsPerTick()).isEqualTo(128);
        assertThat(plan.capacityPerSecondPerNode()).isEqualTo(128_000);
        assertThat(plan.lifetimeYears()).isBetween(2229.8, 2229.9);
        assertThat(plan.spareBits()).isEqualTo(4);
        assertThat(plan.explanation()).containsExactly(
                "1,024 nodes → 10 worker bits (2^10 = 1,024 worker ids)",
                "100,000 ids/s per node at 1 ms ticks → 100 per tick → 7 sequence bits (2^7 = 128 per tick)",
                "63 − 10 − 7 = 46 time bits → 2,230 years (100 years need 42 bits: 4 spare)",
                "capacity: 128 ids per tick = 128,000 ids/s per node",
                "layout: time 46 | worker 10 | sequence 7, 1 ms ticks from 2026-01-01T00:00:00Z");
    }

    @Test
    void theSeedsLayoutIsTheGlobalIdPresetsWidthsWithTimeLeading() {
        IdLayout layout = LayoutPlanner.plan(PlanRequest.of(1024, 100_000, 100)).layout();

        assertThat(layout.fields()).containsExactly(IdField.TIME, IdField.WORKER, IdField.SEQUENCE);
        assertThat(layout.isTimeOrdered()).isTrue();
        assertThat(layout.width(IdField.TIME)).isEqualTo(LayoutPreset.GLOBAL_ID.layout()
                .width(IdField.TIME));
        assertThat(layout.epoch()).isEqualTo(IdLayout.DEFAULT_EPOCH);
        assertThat(layout.endOfLife()).isEqualTo(IdLayout.DEFAULT_EPOCH.plusMillis(1L << 46));
    }

    @Test
    void twitterLikeRequestGetsTwittersWidthsWithNoBitToSpare() {
        LayoutPlan plan = LayoutPlanner.plan(PlanRequest.of(1024, 4_096_000, 69));

        assertThat(plan.layout().describeFields()).isEqualTo("time 41 | worker 10 | sequence 12");
        assertThat(plan.layout().tick()).isEqualTo(Duration.ofMillis(1));
        assertThat(plan.idsPerTick()).isEqualTo(4096);
        assertThat(plan.peakIdsPerTick()).isEqualTo(4096);
        assertThat(plan.capacityPerSecondPerNode()).isEqualTo(4_096_000);
        assertThat(plan.spareBits()).isZero();
        assertThat(plan.lifetimeYears()).isBetween(69.68, 69.69);
        assertThat(plan.explanation()).contains(
                "4,096,000 ids/s per node at 1 ms ticks → 4,096 per tick → 12 sequence bits (2^12 = 4,096 per tick)",
                "63 − 10 − 12 = 41 time bits → 69.7 years (69 years need 41 bits: 0 spare)");
    }

    @Test
    void seventyYearsIsOneBitTooManyForTwittersRateAtEveryTick() {
        // 2^41 ms is 69.7 years: asking for 70 at 4,096,000/s per node misses by a bit at 1 ms, 100 ms and
        // 1 s, and by more at the others.
        NoLayoutFitsException error = catchThrowableOfType(
                NoLayoutFitsException.class, () -> LayoutPlanner.plan(PlanRequest.of(1024, 4_096_000, 70)));

        assertThat(error.shortfallBits()).isEqualTo(1);
        assertThat(error.getMessage()).contains("short of 70 years", "by 1 bit.");
    }

    @Test
    void aShardFieldSitsBetweenTimeAndWorker() {
        LayoutPlan plan = LayoutPlanner.plan(new PlanRequest(256, 1_000_000, 50, 16));

        assertThat(plan.layout().fields())
                .containsExactly(IdField.TIME, IdField.WORKER, IdField.SEQUENCE, IdField.SHARD);
        assertThat(plan.layout().describeFields()).isEqualTo("time 41 | worker 8 | sequence 10 | shard 4");
        assertThat(plan.explanation()).contains("16 shards → 4 shard bits (2^4 = 16 shard values)",
                "63 − 8 − 4 − 10 = 41 time bits → 69.7 years (50 years need 41 bits: 0 spare)");
    }

    @Test
    void exactPowersOfTwoTakeNoExtraBit() {
        LayoutPlan plan = LayoutPlanner.plan(new PlanRequest(256, 256_000, 10, 256));

        assertThat(plan.layout().describeFields()).isEqualTo("time 39 | worker 8 | sequence 8 | shard 8");
        assertThat(LayoutPlanner.plan(new PlanRequest(257, 256_001, 1, 257)).layout().describeFields())
                .isEqualTo("time 36 | worker 9 | sequence 9 | shard 9");
    }

    @Test
    void oneNodeOneShardAndOneIdPerTickNeedNoFieldsAtAll() {
        LayoutPlan plan = LayoutPlanner.plan(new PlanRequest(1, 1_000, 10, 1));

        assertThat(plan.layout().fields()).containsExactly(IdField.TIME);
        assertThat(plan.explanation()).contains("1 node → 0 worker bits (no worker field)",
                "1 shard → 0 shard bits (no shard field)",
                "1,000 ids/s per node at 1 ms ticks → 1 per tick → 0 sequence bits (no sequence field)",
                "capacity: 1 id per tick = 1,000 ids/s per node");
    }

    @Test
    void aLifeBeyondWhatALayoutCanExpressIsReportedAsTheLayoutsLife() {
        LayoutPlan plan = LayoutPlanner.plan(PlanRequest.of(1, 1, 1));

        assertThat(plan.layout().width(IdField.TIME)).isEqualTo(63);
        assertThat(plan.lifetimeYears()).isLessThan(Math.scalb(1.0, 63) / 1000 / 86400 / 365.25)
                .isGreaterThan(292_000);
        assertThat(plan.explanation()).contains(
                "(the time field holds more, but a layout ends where a long of microseconds since 1970 does)");
    }

    @Test
    void whenOneMillisecondDoesNotFitTheTickThatDoesIsChosenAndTheReasonGiven() {
        // 1,500/s is 2 per ms (1 bit), leaving 48 bits where 10,000 years of ms need 49; at 10 ms it is 15 per
        // tick (4 bits), leaving 45 bits, exactly what 10,000 years of 10 ms ticks need.
        LayoutPlan plan = LayoutPlanner.plan(PlanRequest.of(16_384, 1_500, 10_000));

        assertThat(plan.layout().tick()).isEqualTo(Duration.ofMillis(10));
        assertThat(plan.layout().describeFields()).isEqualTo("time 45 | worker 14 | sequence 4");
        assertThat(plan.capacityPerSecondPerNode()).isEqualTo(1_600);
        assertThat(plan.lifetimeYears()).isGreaterThanOrEqualTo(10_000);
        assertThat(plan.explanation()).contains(
                "1 ms ticks do not fit (48 time bits left, 49 needed), so 10 ms ticks, the fit with the most spare bits",
                "layout: time 45 | worker 14 | sequence 4, 10 ms ticks from 2026-01-01T00:00:00Z");
    }

    @Test
    void oneMillisecondWinsWhenItFitsEvenIfAnotherTickHasMoreSpareBits() {
        PlanRequest request = PlanRequest.of(1024, 1_025, 100);
        // 1,025/s rounds up to 2 per ms (1 bit) but only to 103 per 100 ms (7 bits): 100 ms keeps one bit more.
        assertThat(BitBudget.of(request, CandidateTick.MILLISECOND).spareBits()).isEqualTo(10);
        assertThat(BitBudget.of(request, CandidateTick.HUNDRED_MILLISECONDS).spareBits()).isEqualTo(11);

        LayoutPlan plan = LayoutPlanner.plan(request);

        assertThat(plan.layout().tick()).isEqualTo(Duration.ofMillis(1));
        assertThat(plan.spareBits()).isEqualTo(10);
    }

    @Test
    void amongOtherTicksTheMostSpareBitsWinAndTiesGoToTheEarlierTick() {
        // 5/s at 33,462 nodes: 1 ms misses by a bit; 100 ms and 1 s both keep 6 spare bits, 100 ms comes first.
        PlanRequest request = PlanRequest.of(33_462, 5, 4_553);
        assertThat(BitBudget.of(request, CandidateTick.MILLISECOND).fits()).isFalse();
        assertThat(BitBudget.of(request, CandidateTick.HUNDRED_MILLISECONDS).spareBits()).isEqualTo(6);
        assertThat(BitBudget.of(request, CandidateTick.SECOND).spareBits()).isEqualTo(6);
        assertThat(BitBudget.of(request, CandidateTick.TEN_MILLISECONDS).spareBits()).isLessThan(6);

        assertThat(LayoutPlanner.plan(request).layout().tick()).isEqualTo(Duration.ofMillis(100));
    }

    @Test
    void theTicksTriedArePublishedInOrderOfPreference() {
        assertThat(LayoutPlanner.TICKS).containsExactly(Duration.ofMillis(1), Duration.ofMillis(10),
                Duration.ofMillis(100), Duration.ofSeconds(1), Duration.ofNanos(100_000), Duration.ofNanos(10_000),
                Duration.ofNanos(1_000));
    }

    @Test
    void theProposedLayoutMakesAndReadsIdsAtItsLimits() {
        IdLayout layout = LayoutPlanner.plan(new PlanRequest(1024, 100_000, 100, 16)).layout();
        Instant last = layout.instantOfTick(layout.maxTick());

        long id = layout.encode(last, 15, 1023, 127);

        assertThat(id).isEqualTo(Long.MAX_VALUE);
        assertThat(layout.decode(id).timestamp()).isEqualTo(last);
    }
}
