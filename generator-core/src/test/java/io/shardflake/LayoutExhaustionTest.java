package io.shardflake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.shardflake.clock.ClockPolicy;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import io.shardflake.error.LayoutExhaustedException;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** When the time field runs out, the generator throws; it never wraps, masks or turns an id negative. */
class LayoutExhaustionTest {

    private static final Instant EPOCH = Instant.parse("2020-01-01T00:00:00Z");

    /** time 4 bits of 1 ms | worker 2 | sequence 3: 16 ticks of 8 ids, 9 bits; ends at EPOCH + 16 ms. */
    private static final IdLayout TINY = IdLayout.builder().name("tiny").epoch(EPOCH).time(4).worker(2).sequence(3)
            .build();

    private final ManualClock clock = ManualClock.at(EPOCH.plusMillis(15));

    private SnowflakeGenerator generator(ClockPolicy policy) {
        return SnowflakeGenerator.builder(TINY).workerId(3).clock(ClockSettings.of(clock, clock).withPolicy(policy))
                .endOfLifeWarning(Duration.ZERO).build();
    }

    @Test
    void theTinyLayoutLastsSixteenTicks() {
        assertThat(TINY.maxTick()).isEqualTo(15);
        assertThat(TINY.endOfLife()).isEqualTo(EPOCH.plusMillis(16));
        assertThat(TINY.idsPerTick()).isEqualTo(8);
    }

    @Test
    void borrowingPastTheLastTickThrowsInsteadOfWrapping() {
        SnowflakeGenerator generator = generator(ClockPolicy.DEFAULT);
        long[] ids = new long[8];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = generator.nextId();
        }

        LayoutExhaustedException e = catchThrowableOfType(LayoutExhaustedException.class, generator::nextId);

        IdChecks.assertStrictlyIncreasing("the last tick", ids, ids.length);
        assertThat(Arrays.stream(ids).boxed().toList())
                .allSatisfy(id -> assertThat(id).isBetween(0L, (1L << 9) - 1));
        assertThat(TINY.decode(ids[7])).isEqualTo(new DecodedId(ids[7], EPOCH.plusMillis(15), 15, 0, 3, 7));
        assertThat(e).isNotNull();
        assertThat(e.tick()).isEqualTo(16);
        assertThat(e.maxTick()).isEqualTo(15);
        assertThat(e.endOfLife()).isEqualTo(EPOCH.plusMillis(16));
        assertThat(e).hasMessage("layout exhausted: tick 16 does not fit the time field (max 15); the layout ended "
                + "at 2020-01-01T00:00:00.016Z");
        assertThat(generator.statistics().issued()).isEqualTo(8);
        assertThat(clock.pauseCount()).isZero();
    }

    @Test
    void classicWaitsForTheNextTickAndFindsTheLayoutOver() {
        SnowflakeGenerator generator = generator(ClockPolicy.classic());
        for (int i = 0; i < 8; i++) {
            generator.nextId();
        }

        LayoutExhaustedException e = catchThrowableOfType(LayoutExhaustedException.class, generator::nextId);

        assertThat(e.tick()).isEqualTo(16);
        assertThat(clock.instant()).isEqualTo(EPOCH.plusMillis(16));
    }

    @Test
    void aClockPastTheEndOfLifeThrowsWithTheWallClocksTick() {
        SnowflakeGenerator generator = generator(ClockPolicy.DEFAULT);
        generator.nextId();

        clock.advance(Duration.ofSeconds(1));
        LayoutExhaustedException e = catchThrowableOfType(LayoutExhaustedException.class, generator::nextId);

        assertThat(e.tick()).isEqualTo(1015);
        assertThat(e.maxTick()).isEqualTo(15);
        assertThat(generator.remainingLife()).isEqualTo(Duration.ofMillis(-999));
        // and it keeps refusing rather than wrapping round to tick 0
        assertThat(catchThrowableOfType(LayoutExhaustedException.class, generator::nextId)).isNotNull();
    }

    @Test
    void theLayoutsLastTickCanBeIssued() {
        // 1 µs ticks, so that the end (2091) is within the reach of a ManualClock (2262).
        IdLayout full = IdLayout.builder().epoch(EPOCH).tick(Duration.ofNanos(1000)).time(51).sequence(12).build();
        clock.set(full.instantOfTick(full.maxTick()));
        SnowflakeGenerator generator = SnowflakeGenerator.builder(full)
                .clock(ClockSettings.of(clock, clock)).evenSpread(false)
                .endOfLifeWarning(Duration.ZERO).build();

        long id = generator.nextId();

        assertThat(full.decode(id).tick()).isEqualTo(full.maxTick());
        LayoutExhaustedException e = catchThrowableOfType(LayoutExhaustedException.class, () -> {
            for (int i = 0; i < 4096; i++) {
                generator.nextId();
            }
        });
        assertThat(e.endOfLife()).isEqualTo(full.endOfLife());
    }

    @Test
    void theLastTwitterIdsArePositiveAndThenItStops() {
        IdLayout twitter = LayoutPreset.TWITTER.layout();
        clock.set(twitter.endOfLife().minusMillis(1));
        SnowflakeGenerator generator = SnowflakeGenerator.builder(twitter).workerId(1023)
                .clock(ClockSettings.of(clock, clock))
                .evenSpread(false).endOfLifeWarning(Duration.ZERO).build();
        long[] ids = new long[4096];

        for (int i = 0; i < ids.length; i++) {
            ids[i] = generator.nextId();
        }
        LayoutExhaustedException e = catchThrowableOfType(LayoutExhaustedException.class, generator::nextId);

        IdChecks.assertStrictlyIncreasing("the last millisecond of Twitter's layout", ids, ids.length);
        assertThat(ids[0]).isPositive();
        assertThat(ids[4095]).isEqualTo(Long.MAX_VALUE);
        assertThat(e.tick()).isEqualTo(1L << 41);
        assertThat(e.endOfLife()).isEqualTo(Instant.parse("2080-07-10T17:30:30.209Z"));
    }
}
