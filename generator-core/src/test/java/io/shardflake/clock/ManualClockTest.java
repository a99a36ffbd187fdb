package io.shardflake.clock;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

/** The scripted clock every other clock test relies on, and the small wall clock adapters. */
class ManualClockTest {

    private static final Instant T0 = Instant.parse("2026-03-01T00:00:00.000123Z");

    @Test
    void showsWhatItIsToldAndReadsInMicrosAndMillis() {
        ManualClock clock = ManualClock.at(T0);

        assertThat(clock.instant()).isEqualTo(T0);
        assertThat(clock.currentTimeMicros()).isEqualTo(T0.getEpochSecond() * 1_000_000 + 123);
        assertThat(clock.currentTimeMillis()).isEqualTo(T0.toEpochMilli());
        assertThat(clock.advance(Duration.ofMillis(5)).instant()).isEqualTo(T0.plusMillis(5));
        assertThat(clock.stepBack(Duration.ofSeconds(1)).instant()).isEqualTo(T0.plusMillis(5).minusSeconds(1));
        assertThat(clock.set(Instant.EPOCH).instant()).isEqualTo(Instant.EPOCH);
        assertThat(clock.precise()).isSameAs(clock);
    }

    @Test
    void readsRoundDownBefore1970Too() {
        ManualClock clock = ManualClock.at(Instant.EPOCH.minusNanos(500));

        assertThat(clock.currentTimeMicros()).isEqualTo(-1);
        assertThat(clock.currentTimeMillis()).isEqualTo(-1);
    }

    @Test
    void aPauseMovesTimeOnAndIsCounted() {
        ManualClock clock = new ManualClock(T0);

        assertThat(clock.pause(1_500)).isEqualTo(1_500);
        clock.pause(2_000_000);

        // It keeps whole microseconds: a pause of 1.5 µs moves it 2 µs; the pause itself is counted exactly.
        assertThat(clock.instant()).isEqualTo(T0.plusNanos(2_002_000));
        assertThat(clock.totalPausedNanos()).isEqualTo(2_001_500);
        assertThat(clock.pauseCount()).isEqualTo(2);
    }

    @Test
    void reachesFarBeyondTheRangeOfALongOfNanoseconds() {
        Instant year4199 = Instant.parse("4199-11-24T01:22:57.663Z");

        ManualClock clock = ManualClock.at(year4199).advance(Duration.ofMillis(1));

        assertThat(clock.instant()).isEqualTo(year4199.plusMillis(1));
        assertThat(clock.currentTimeMillis()).isEqualTo(year4199.toEpochMilli() + 1);
    }

    @Test
    void aFrozenClockCountsPausesButDoesNotMove() {
        ManualClock clock = ManualClock.at(T0).frozen(true);

        clock.pause(1_000_000);

        assertThat(clock.instant()).isEqualTo(T0);
        assertThat(clock.totalPausedNanos()).isEqualTo(1_000_000);
        assertThat(clock.toString()).isEqualTo("ManualClock[" + T0 + ", frozen]");
        clock.frozen(false).pause(1_000);
        assertThat(clock.instant()).isEqualTo(T0.plusNanos(1_000));
        assertThat(clock.toString()).isEqualTo("ManualClock[" + T0.plusNanos(1_000) + "]");
    }

    @Test
    void anInstantSourceIsAdapted() {
        WallClock fixed = WallClock.of(Clock.fixed(T0, ZoneOffset.UTC));

        assertThat(fixed.currentTimeMicros()).isEqualTo(T0.getEpochSecond() * 1_000_000 + 123);
        assertThat(fixed.currentTimeMillis()).isEqualTo(T0.toEpochMilli());
        assertThat(fixed.precise()).isSameAs(fixed);
    }

    @Test
    void theTickingClockIsSharedReadsWholeMillisecondsAndWaitsOnTheSystemClock() {
        WallClock ticking = WallClock.ticking();

        assertThat(WallClock.ticking()).isSameAs(ticking);
        assertThat(ticking.precise()).isSameAs(WallClock.system());
        assertThat(ticking.currentTimeMicros() % 1000).isZero();
        assertThat(ticking.toString()).isEqualTo("ticking");
        assertThat(WallClock.system().toString()).isEqualTo("system");
    }

    @Test
    void theSystemClockAgreesWithTheJdkToTheMillisecond() {
        long before = System.currentTimeMillis();
        long micros = WallClock.system().currentTimeMicros();
        long after = System.currentTimeMillis();

        // Both read the same system clock; only a step of the clock between the reads could break this.
        assertThat(micros / 1000).isBetween(before - 1, after + 1);
    }

    @Test
    void theSystemSleeperReportsWhatItWaited() {
        long waited = Sleeper.system().pause(1);

        assertThat(waited).isNotNegative();
    }
}
