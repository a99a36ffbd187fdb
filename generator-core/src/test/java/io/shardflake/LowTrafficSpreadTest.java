package io.shardflake;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * At one id per tick, a plain Snowflake ends every id in sequence 0, so {@code id % 16} sends every row to one
 * shard. With the even spread (on by default when the sequence is the lowest field) the ids spread evenly: a χ²
 * goodness-of-fit test against the uniform distribution over 16 buckets. (In the {@code shardflake} preset the shard
 * is the lowest field, so {@code id % 16} is the shard each id was made for: see {@code ShardOrderTest}.)
 */
class LowTrafficSpreadTest {

    private static final int IDS = 10_000;
    private static final int BUCKETS = 16;
    /** χ² critical value for 15 degrees of freedom at p = 0.001. */
    private static final double CRITICAL = 37.70;

    private final ManualClock clock = ManualClock.at(Instant.parse("2026-03-01T00:00:00.017Z"));

    private long[] onePerTick(SnowflakeGenerator generator) {
        long[] ids = new long[IDS];
        for (int i = 0; i < IDS; i++) {
            ids[i] = generator.nextId();
            clock.advance(Duration.ofMillis(1));
        }
        return ids;
    }

    private static long[] histogram(long[] ids) {
        long[] counts = new long[BUCKETS];
        for (long id : ids) {
            counts[(int) (id % BUCKETS)]++;
        }
        return counts;
    }

    private static double chiSquare(long[] counts, long total) {
        double expected = (double) total / counts.length;
        double sum = 0;
        for (long count : counts) {
            sum += (count - expected) * (count - expected) / expected;
        }
        return sum;
    }

    @ParameterizedTest
    @EnumSource(value = LayoutPreset.class, names = {"TWITTER", "DISCORD"})
    void idsMadeOnePerTickSpreadEvenlyModuloSixteen(LayoutPreset preset) {
        SnowflakeGenerator generator = SnowflakeGenerator.builder(preset.layout()).workerId(7)
                .clock(ClockSettings.of(clock, clock)).build();

        long[] ids = onePerTick(generator);

        long[] counts = histogram(ids);
        assertThat(chiSquare(counts, IDS)).as("χ² of %s", Arrays.toString(counts)).isLessThan(CRITICAL);
        assertThat(counts).doesNotContain(0L);
        IdChecks.assertStrictlyIncreasing("spread ids", ids, IDS);
        assertThat(clock.pauseCount()).isZero();
    }

    @Test
    void withoutTheSpreadEveryIdFallsInOneBucketAndTheTestWouldFail() {
        SnowflakeGenerator generator = SnowflakeGenerator.builder(LayoutPreset.TWITTER.layout()).workerId(7)
                .clock(ClockSettings.of(clock, clock)).evenSpread(false).build();

        long[] ids = onePerTick(generator);

        long[] counts = histogram(ids);
        assertThat(counts[0]).isEqualTo(IDS);
        assertThat(chiSquare(counts, IDS)).isGreaterThan(CRITICAL).isEqualTo(150_000.0);
        IdChecks.assertStrictlyIncreasing("unspread ids", ids, IDS);
    }

    @Test
    void theSpreadKeepsTimeOrderWithinAndAcrossTicks() {
        SnowflakeGenerator generator = SnowflakeGenerator.builder(LayoutPreset.TWITTER.layout())
                .clock(ClockSettings.of(clock, clock))
                .build();
        IdLayout layout = generator.layout();
        long[] ids = new long[3000];

        for (int i = 0; i < ids.length; i++) {
            ids[i] = generator.nextId();
            if (i % 3 == 2) {
                clock.advance(Duration.ofMillis(1));
            }
        }

        IdChecks.assertStrictlyIncreasing("three per tick", ids, ids.length);
        for (int i = 0; i < ids.length; i += 3) {
            long first = layout.extract(IdField.SEQUENCE, ids[i]);
            assertThat(first).as("a fresh tick starts in 0..15").isBetween(0L, 15L);
            assertThat(layout.extract(IdField.SEQUENCE, ids[i + 2])).isEqualTo(first + 2);
            assertThat(layout.extract(IdField.TIME, ids[i + 2])).isEqualTo(layout.extract(IdField.TIME, ids[i]));
        }
    }

    @Test
    void theSpreadCostsAtMostFifteenIdsOfAFullTick() {
        SnowflakeGenerator generator = SnowflakeGenerator.builder(LayoutPreset.TWITTER.layout())
                .clock(ClockSettings.of(clock, clock))
                .build();
        IdLayout layout = generator.layout();
        long first = generator.nextId();
        long tick = layout.extract(IdField.TIME, first);
        int inTick = 1;

        while (layout.extract(IdField.TIME, generator.nextId()) == tick) {
            inTick++;
        }

        assertThat(inTick).isEqualTo(4096 - layout.extract(IdField.SEQUENCE, first)).isGreaterThanOrEqualTo(4081);
    }

    @Test
    void theSpreadIsOffByDefaultWhenTheSequenceIsNotTheLowestField() {
        ManualClock sonyClock = ManualClock.at(Instant.parse("2026-03-01T00:00:00Z"));
        SnowflakeGenerator sonyflake = SnowflakeGenerator.builder(LayoutPreset.SONYFLAKE.layout()).workerId(1)
                .clock(ClockSettings.of(sonyClock, sonyClock)).build();

        for (int i = 0; i < 50; i++) {
            assertThat(sonyflake.decode(sonyflake.nextId()).sequence()).isZero();
            sonyClock.advance(Duration.ofMillis(10));
        }
    }
}
