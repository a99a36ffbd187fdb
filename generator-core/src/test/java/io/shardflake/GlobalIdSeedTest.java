package io.shardflake;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * Seed 003's unit tests for GlobalId (10 node | time | 7 counter), on the {@link LayoutPreset#GLOBAL_ID} layout.
 * The uniqueness test over 1024 nodes is in {@link SnowflakeGeneratorConcurrencyTest}.
 */
class GlobalIdSeedTest {

    private static final IdLayout GLOBAL_ID = LayoutPreset.GLOBAL_ID.layout();

    @Test
    void shouldBeMonotonicallyIncreasing() {
        SnowflakeGenerator node1 = SnowflakeGenerator.builder(GLOBAL_ID).workerId(1).build();

        long first = node1.nextId();
        long second = node1.nextId();
        long third = node1.nextId();

        assertThat(first).isLessThan(second);
        assertThat(second).isLessThan(third);
        assertThat(first >>> 53).as("the node in the top 10 bits").isEqualTo(1);
    }

    @Test
    void theCounterCyclesThroughAll128ValuesThenBorrowsTheNextMillisecond() {
        // The seed: "the last 7 bits of our solution do cycle through at least 100 values" — ids 0..127 carry
        // counter 0..127, id 128 counter 0 again. The seed's counter wraps and repeats ids within a millisecond;
        // here id 128 moves to the next millisecond instead. evenSpread(false) so the first counter is 0.
        ManualClock clock = ManualClock.at(Instant.parse("2026-03-01T00:00:00.000Z"));
        SnowflakeGenerator node1 = SnowflakeGenerator.builder(GLOBAL_ID).workerId(1)
                .clock(ClockSettings.of(clock, clock))
                .evenSpread(false).build();
        long[] ids = new long[130];

        for (int i = 0; i < ids.length; i++) {
            ids[i] = node1.nextId();
        }

        long tick = Instant.parse("2026-03-01T00:00:00.000Z").toEpochMilli();
        for (int i = 0; i < 128; i++) {
            assertThat(ids[i] & 127).as("counter of id %d", i).isEqualTo(i);
            assertThat((ids[i] >>> 7) & ((1L << 46) - 1)).isEqualTo(tick);
        }
        assertThat(ids[128] & 127).isZero();
        assertThat(ids[129] & 127).isEqualTo(1);
        assertThat(GLOBAL_ID.decode(ids[128]).tick()).isEqualTo(tick + 1);
        assertThat(GLOBAL_ID.decode(ids[128]).timestamp()).isEqualTo(Instant.parse("2026-03-01T00:00:00.001Z"));
        IdChecks.assertStrictlyIncreasing("one node", ids, ids.length);
        assertThat(node1.statistics().borrowedTicks()).isEqualTo(1);
    }

    @Test
    void withTheDefaultSpreadAFreshMillisecondStartsItsCounterBelowEight() {
        // 7 counter bits leave room for a 3-bit spread (at most 8 slots of 128 unused in a fresh millisecond).
        ManualClock clock = ManualClock.at(Instant.parse("2026-03-01T00:00:00Z"));
        SnowflakeGenerator node = SnowflakeGenerator.builder(GLOBAL_ID).workerId(3)
                .clock(ClockSettings.of(clock, clock)).build();

        for (int i = 0; i < 100; i++) {
            assertThat(node.nextId() & 127).isBetween(0L, 7L);
            clock.advance(java.time.Duration.ofMillis(1));
        }
    }

    @Test
    void idsSortByNodeFirst() {
        ManualClock clock = ManualClock.at(Instant.parse("2026-03-01T00:00:00Z"));
        SnowflakeGenerator node1 = SnowflakeGenerator.builder(GLOBAL_ID).workerId(1)
                .clock(ClockSettings.of(clock, clock)).build();
        SnowflakeGenerator node2 = SnowflakeGenerator.builder(GLOBAL_ID).workerId(2)
                .clock(ClockSettings.of(clock, clock)).build();

        long early = node2.nextId();
        clock.advance(java.time.Duration.ofDays(365));
        long late = node1.nextId();

        assertThat(late).isLessThan(early);
        assertThat(GLOBAL_ID.decode(late).timestamp()).isAfter(GLOBAL_ID.decode(early).timestamp());
    }
}
