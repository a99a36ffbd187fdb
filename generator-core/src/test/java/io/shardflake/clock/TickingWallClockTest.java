package io.shardflake.clock;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The ticker's rest and restart, on scripted time and scripted ticks: no thread, no sleeping. */
class TickingWallClockTest {

    private static final Instant T0 = Instant.parse("2026-03-01T00:00:00.000Z");

    private final ManualClock source = ManualClock.at(T0);
    private final ScriptedTicker ticker = ScriptedTicker.over(source);
    private final WallClock clock = ticker.clock();

    @Test
    void readsTheTimeOfTheLastTickBetweenTicks() {
        clock.currentTimeMillis();
        source.advance(Duration.ofMillis(1));
        assertThat(clock.currentTimeMillis()).as("no tick yet").isEqualTo(T0.toEpochMilli());

        ticker.tick();

        assertThat(clock.currentTimeMillis()).isEqualTo(T0.toEpochMilli() + 1);
        assertThat(clock.currentTimeMicros()).isEqualTo((T0.toEpochMilli() + 1) * 1000);
    }

    @Test
    void restsAfterAHundredTicksWithoutAReaderAndNotBefore() {
        clock.currentTimeMillis();
        assertThat(ticker.tick()).as("the tick that sees the read").isTrue();

        for (int i = 1; i < TickingWallClock.IDLE_TICKS; i++) {
            source.advance(Duration.ofMillis(1));
            assertThat(ticker.tick()).as("idle tick %d", i).isTrue();
        }
        assertThat(ticker.resting()).isFalse();

        assertThat(ticker.tick()).as("idle tick 100").isFalse();
        assertThat(ticker.resting()).isTrue();
        assertThat(ticker.wakeUps()).isZero();
    }

    @Test
    void aReaderEveryFewTicksKeepsItTicking() {
        for (int i = 0; i < 10 * TickingWallClock.IDLE_TICKS; i++) {
            if (i % (TickingWallClock.IDLE_TICKS - 1) == 0) {
                clock.currentTimeMillis();
            }
            assertThat(ticker.tick()).as("tick %d", i).isTrue();
        }
    }

    @Test
    void theFirstReadAfterARestCarriesTheCurrentTimeAndWakesTheTickerOnce() {
        ticker.tickUntilResting();
        source.advance(Duration.ofSeconds(5));

        assertThat(clock.currentTimeMillis()).isEqualTo(T0.plusSeconds(5).toEpochMilli());
        assertThat(ticker.resting()).isFalse();
        assertThat(ticker.wakeUps()).isEqualTo(1);

        // Until the ticker has ticked, readers get the time the first one published, and nobody wakes it again.
        source.advance(Duration.ofNanos(700_000));
        assertThat(clock.currentTimeMillis()).isEqualTo(T0.plusSeconds(5).toEpochMilli());
        assertThat(ticker.wakeUps()).isEqualTo(1);

        source.advance(Duration.ofNanos(300_000));
        assertThat(ticker.tick()).isTrue();
        assertThat(clock.currentTimeMillis()).isEqualTo(T0.plusSeconds(5).plusMillis(1).toEpochMilli());
    }

    @Test
    void itRestsAgainAfterTheNextIdleSpell() {
        ticker.tickUntilResting();
        clock.currentTimeMillis();

        assertThat(ticker.tickUntilResting()).isEqualTo(TickingWallClock.IDLE_TICKS + 1);
        assertThat(ticker.resting()).isTrue();
        assertThat(ticker.wakeUps()).isEqualTo(1);
    }

    @Test
    void waitsReadTheSourceDirectly() {
        assertThat(clock.precise()).isSameAs(source);
    }
}
