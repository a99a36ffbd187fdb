package io.shardflake.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.shardflake.error.ShardflakeException;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class ImpossibleRequestTest {

    @Test
    void aMillionNodesAtTenMillionPerSecondForACenturyMissByTwelveBits() {
        NoLayoutFitsException error = refused(PlanRequest.of(1_000_000, 10_000_000, 100));

        // 100 ms is the closest tick: 1,000,000 per tick is just under 2^20, where 1 ms (10,000 < 2^14) and
        // 1 s (10,000,000 < 2^24) round up further.
        assertThat(error).hasMessage("no layout fits in 63 bits: 1,000,000 nodes need 20 worker bits, "
                + "10,000,000 ids/s per node need 20 sequence bits at 100 ms ticks (1,000,000 per tick), "
                + "leaving 63 − 20 − 20 = 23 bits of time = 9.7 days at 100 ms ticks, "
                + "short of 100 years (35 bits) by 12 bits. No tick from 1 µs to 1 s comes closer "
                + "(a longer tick moves bits from time to sequence about one for one): "
                + "it takes fewer nodes, a lower rate or fewer years");
        assertThat(error.shortfallBits()).isEqualTo(12);
        assertThat(error.closestTick()).isEqualTo(Duration.ofMillis(100));
        assertThat(error.workerBits()).isEqualTo(20);
        assertThat(error.shardBits()).isZero();
        assertThat(error.sequenceBits()).isEqualTo(20);
        assertThat(error.timeBitsAvailable()).isEqualTo(23);
        assertThat(error.timeBitsNeeded()).isEqualTo(35);
        assertThat(error.request()).isEqualTo(PlanRequest.of(1_000_000, 10_000_000, 100));
        assertThat(error).isInstanceOf(ShardflakeException.class);
    }

    @Test
    void everyTickReallyDoesMissByAtLeastTheReportedShortfall() {
        PlanRequest request = PlanRequest.of(1_000_000, 10_000_000, 100);
        int shortfall = refused(request).shortfallBits();

        for (CandidateTick tick : CandidateTick.values()) {
            assertThat(-BitBudget.of(request, tick).spareBits()).as(tick.label()).isGreaterThanOrEqualTo(shortfall);
        }
    }

    @Test
    void aThousandYearsAtSeed003sRateMissByTwoBitsAtOneMillisecond() {
        NoLayoutFitsException error = refused(PlanRequest.of(1024, 1_000_000, 1000));

        assertThat(error).hasMessageContaining("1,024 nodes need 10 worker bits, 1,000,000 ids/s per node need "
                + "10 sequence bits at 1 ms ticks (1,000 per tick), leaving 63 − 10 − 10 = 43 bits of time = "
                + "279 years at 1 ms ticks, short of 1,000 years (45 bits) by 2 bits.");
    }

    @Test
    void shardsAreCountedAndNamed() {
        NoLayoutFitsException error = refused(new PlanRequest(65_536, 1_000_000, 100, 65_536));

        assertThat(error.shardBits()).isEqualTo(16);
        assertThat(error).hasMessageContaining("65,536 nodes need 16 worker bits, 65,536 shards need 16 shard bits, "
                + "1,000,000 ids/s per node need 10 sequence bits at 1 ms ticks (1,000 per tick), "
                + "leaving 63 − 16 − 16 − 10 = 21 bits of time = 35 minutes at 1 ms ticks, "
                + "short of 100 years (42 bits) by 21 bits.");
    }

    @Test
    void fieldsThatLeaveNoTimeAtAllSayHowFarBelowZeroTheyGo() {
        NoLayoutFitsException error = refused(new PlanRequest(1L << 31, 1L << 31, 1, 1L << 31));

        assertThat(error.timeBitsAvailable()).isNegative();
        assertThat(error).hasMessageContaining(" = -" + -error.timeBitsAvailable() + " bits of time, short of 1 year");
        assertThat(error.shortfallBits()).isEqualTo(error.timeBitsNeeded() - error.timeBitsAvailable());
    }

    @Test
    void aRateNoSequenceFieldCanCountIsReportedAsSuch() {
        NoLayoutFitsException error = refused(PlanRequest.of(1, Long.MAX_VALUE, 1));

        assertThat(error.closestTick()).isEqualTo(Duration.ofNanos(1_000));
        assertThat(error.sequenceBits()).isEqualTo(44);
        assertThat(error).hasMessage("no layout fits in 63 bits: 1 node needs 0 worker bits, "
                + "9,223,372,036,854,775,807 ids/s per node need 44 sequence bits at 1 µs ticks "
                + "(9,223,372,036,855 per tick), more than the 31 bits a field holds even at the finest tick; "
                + "the request is short by 26 bits: spread the rate over more nodes");
    }

    private static NoLayoutFitsException refused(PlanRequest request) {
        NoLayoutFitsException error = catchThrowableOfType(NoLayoutFitsException.class,
                () -> LayoutPlanner.plan(request));
        assertThat(error).as("plan(%s) should have thrown", request).isNotNull();
        return error;
    }
}
