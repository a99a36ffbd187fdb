package io.shardflake.uniqid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.error.LayoutExhaustedException;
import io.shardflake.clock.ClockLeadExceededException;
import io.shardflake.clock.ClockPolicy;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The generator against a scripted clock (the {@link ManualClock} is also the sleeper): a clock that stands
 * still, steps back or freezes; bursts far above one id per microsecond; the end of PHP's 8 hex digits of seconds.
 */
class UniqidGeneratorClockTest {

    private static final Instant T0 = Instant.parse("2026-03-01T00:00:00Z");
    private static final long T0_MICROS = T0.getEpochSecond() * 1_000_000L;

    private final ManualClock clock = ManualClock.at(T0);

    private UniqidGenerator generator(UniqidFormat format, ClockPolicy policy) {
        return UniqidGenerator.builder(format).random(new Random(1))
                .clock(ClockSettings.of(clock, clock).withPolicy(policy)).build();
    }

    @Test
    void followsAClockThatMovesForward() {
        UniqidGenerator generator = generator(UniqidFormat.withPrefix(10), ClockPolicy.DEFAULT);

        for (int i = 0; i < 1000; i++) {
            Uniqid id = generator.next();
            assertThat(id.epochMicros()).isEqualTo(T0_MICROS + 7L * i);
            assertThat(id.shard()).isEqualTo(7 * i % 10);
            assertThat(UniqidFormat.withPrefix(10).parse(id.toString())).isEqualTo(id);
            clock.advance(Duration.ofNanos(7_000));
        }
        assertThat(clock.pauseCount()).isZero();
    }

    @Test
    void aStillClockGivesEveryIdItsOwnMicrosecondAndTheUniqidsIncrease() {
        UniqidGenerator generator = generator(UniqidFormat.withPrefix(4), ClockPolicy.DEFAULT);
        List<Uniqid> ids = new ArrayList<>();

        for (int i = 0; i < 50_000; i++) {
            ids.add(generator.next());
        }

        for (int i = 0; i < ids.size(); i++) {
            assertThat(ids.get(i).epochMicros()).isEqualTo(T0_MICROS + i);
        }
        assertThat(ids).map(Uniqid::uniqid).isSorted().doesNotHaveDuplicates();
        assertThat(ids).isSorted();
        assertThat(ids).map(Uniqid::toString).doesNotHaveDuplicates();
        // 50 ms of borrowed microseconds, within the default 100 ms lead: nobody waited.
        assertThat(clock.pauseCount()).isZero();
    }

    @Test
    void withoutPrefixTheStringsIncreaseWithinEachShard() {
        UniqidGenerator generator = generator(UniqidFormat.withoutPrefix(3), ClockPolicy.DEFAULT);
        List<List<String>> byShard = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());

        for (int i = 0; i < 30_000; i++) {
            Uniqid id = generator.next();
            byShard.get(id.shard()).add(id.toString());
            if (i % 3 == 0) {
                clock.advance(Duration.ofNanos(1_700));
            }
        }

        assertThat(byShard).allSatisfy(ids -> assertThat(ids).hasSizeGreaterThan(5_000).isSorted()
                .doesNotHaveDuplicates());
    }

    @Test
    void aBurstBeyondTheLeadWaitsForTheWallClock() {
        UniqidGenerator generator = generator(UniqidFormat.withPrefix(2),
                new ClockPolicy(Duration.ofMillis(1), Duration.ofSeconds(1)));

        for (int i = 0; i <= 1000; i++) {
            assertThat(generator.next().epochMicros()).isEqualTo(T0_MICROS + i);
        }
        assertThat(clock.pauseCount()).isZero();

        // 1,001 µs ahead would break the 1 ms lead: it waits 1 µs (the sleeper moves the clock).
        assertThat(generator.next().epochMicros()).isEqualTo(T0_MICROS + 1001);
        assertThat(clock.totalPausedNanos()).isEqualTo(1_000);
    }

    @Test
    void aFrozenClockFailsOnceLeadAndWaitAreSpent() {
        clock.frozen(true);
        UniqidGenerator generator = generator(UniqidFormat.withPrefix(2),
                new ClockPolicy(Duration.ofMillis(1), Duration.ofMillis(3)));
        for (int i = 0; i <= 1000; i++) {
            generator.next();
        }

        assertThatThrownBy(generator::next)
                .isExactlyInstanceOf(ClockLeadExceededException.class)
                .hasMessageContaining("allowed lead 1 ms");
    }

    @Test
    void aWallClockStepBackNeverMakesAnEarlierId() {
        UniqidGenerator generator = generator(UniqidFormat.withoutPrefix(5), ClockPolicy.DEFAULT);
        Uniqid before = generator.next();
        clock.stepBack(Duration.ofMillis(20));

        Uniqid after = generator.next();

        assertThat(after.epochMicros()).isEqualTo(before.epochMicros() + 1);
        assertThat(after.uniqid()).isGreaterThan(before.uniqid());
        assertThat(generator.statistics().backwardSteps()).isEqualTo(1);

        clock.stepBack(Duration.ofHours(1));
        assertThatThrownBy(generator::next).isExactlyInstanceOf(ClockLeadExceededException.class);
    }

    @Test
    void stopsWhenPhpsSecondsOutgrowEightHexDigits() {
        clock.set(Instant.parse("2106-02-07T06:28:15.999998Z"));
        UniqidGenerator generator = generator(UniqidFormat.withoutPrefix(2), ClockPolicy.DEFAULT);

        assertThat(generator.nextString()).isEqualTo("0fffffffff423e");
        assertThat(generator.nextString()).isEqualTo("1fffffffff423f");
        assertThatThrownBy(generator::next).isExactlyInstanceOf(LayoutExhaustedException.class);
    }

    @Test
    void defaultsToTheSystemClockAndThreadLocalPrefixes() {
        UniqidGenerator generator = UniqidGenerator.builder(UniqidFormat.withPrefix(4)).build();
        long before = System.currentTimeMillis();

        Uniqid id = generator.next();

        assertThat(id.instant().toEpochMilli()).isBetween(before - 1_000, before + 1_000);
        assertThat(id.prefix()).matches("[0-9a-f]{4}");
        assertThat(generator.format()).isEqualTo(UniqidFormat.withPrefix(4));
        assertThat(generator.clockPolicy()).isEqualTo(ClockPolicy.DEFAULT);
    }

    @Test
    void refusesNullSettings() {
        assertThatThrownBy(() -> UniqidGenerator.builder(null))
                .isExactlyInstanceOf(InvalidConfigurationException.class)
                .hasMessage("format = null is not allowed: not null");
        UniqidGenerator.Builder builder = UniqidGenerator.builder(UniqidFormat.withPrefix(4));
        assertThatThrownBy(() -> builder.random(null)).hasMessage("random = null is not allowed: not null");
        assertThatThrownBy(() -> builder.clock(null)).hasMessage("clock settings = null is not allowed: not null");
    }
}
