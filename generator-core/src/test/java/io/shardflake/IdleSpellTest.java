package io.shardflake;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.clock.ClockPolicy;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import io.shardflake.clock.ScriptedTicker;
import io.shardflake.locality.LocalityUuidGenerator;
import io.shardflake.uuid.UuidTime;
import io.shardflake.uuid.UuidV7Generator;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * Generators on the ticking clock (the default of every millisecond generator) after an idle spell: the ticker has
 * rested, the wall clock has moved on 10 s, and the first id must carry the time of now, not of the last tick.
 * Time and ticks are scripted.
 */
class IdleSpellTest {

    private static final Instant T0 = Instant.parse("2026-03-01T00:00:00Z");
    private static final Instant LATER = T0.plusSeconds(10);
    private static final IdLayout TWITTER = LayoutPreset.TWITTER.layout();

    private final ManualClock time = ManualClock.at(T0);
    private final ScriptedTicker ticker = ScriptedTicker.over(time);

    @Test
    void classicSnowflakeTakesTheCurrentTimeAfterTheTickerRested() {
        SnowflakeGenerator generator = SnowflakeGenerator.builder(TWITTER).workerId(7)
                .clock(ClockSettings.of(ticker.clock(), time).withPolicy(ClockPolicy.classic())).build();
        long before = generator.nextId();

        idleFor10Seconds();
        long after = generator.nextId();

        assertThat(TWITTER.decode(before).timestamp()).isEqualTo(T0);
        assertThat(TWITTER.decode(after).timestamp()).isEqualTo(LATER);
        assertThat(ticker.wakeUps()).isEqualTo(1);
    }

    @Test
    void defaultSnowflakeTakesTheCurrentTimeAfterTheTickerRested() {
        SnowflakeGenerator generator = SnowflakeGenerator.builder(TWITTER).workerId(7)
                .clock(ClockSettings.of(ticker.clock(), time))
                .build();
        for (int i = 0; i < 10_000; i++) {
            generator.nextId();
        }

        idleFor10Seconds();

        assertThat(TWITTER.decode(generator.nextId()).timestamp()).isEqualTo(LATER);
    }

    @Test
    void uuidV7TakesTheCurrentTimeAfterTheTickerRested() {
        UuidV7Generator generator = UuidV7Generator.builder().clock(ClockSettings.of(ticker.clock(), time)).build();
        generator.next();

        idleFor10Seconds();

        assertThat(UuidTime.of(generator.next())).isEqualTo(LATER);
    }

    @Test
    void localityTakesTheCurrentTimeAfterTheTickerRested() {
        LocalityUuidGenerator generator = LocalityUuidGenerator.builder().macFragment(1).processId(2)
                .clock(ClockSettings.of(ticker.clock(), time)).build();
        generator.next();

        idleFor10Seconds();

        assertThat(generator.next().instant()).isEqualTo(LATER);
    }

    /** No id for 10 s: the ticker ticks until it rests (about 100 ms of ticks), then nothing ticks. */
    private void idleFor10Seconds() {
        ticker.tickUntilResting();
        time.set(LATER);
        assertThat(ticker.resting()).isTrue();
    }
}
