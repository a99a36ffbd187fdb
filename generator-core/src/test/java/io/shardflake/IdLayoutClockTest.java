package io.shardflake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import io.shardflake.error.InvalidConfigurationException;
import java.time.Instant;
import java.time.InstantSource;
import org.junit.jupiter.api.Test;

/** A layout's epoch is checked against the caller's clock, and a preset's against the generator's. */
class IdLayoutClockTest {

    private static final Instant EPOCH = Instant.parse("2031-01-01T00:00:00Z");

    private static IdLayout.Builder layout2031() {
        return IdLayout.builder().name("from-2031").epoch(EPOCH).time(41).worker(10).sequence(12);
    }

    @Test
    void theEpochIsCheckedAgainstTheGivenClock() {
        assertThat(layout2031().build(InstantSource.fixed(EPOCH)).epoch()).isEqualTo(EPOCH);
        assertThatThrownBy(() -> layout2031().build(InstantSource.fixed(EPOCH.minusMillis(1))))
                .isInstanceOf(InvalidConfigurationException.class)
                .hasMessage("epoch = 2031-01-01T00:00:00Z is not allowed: an instant that is not in the future");
    }

    @Test
    void aPresetIsCheckedByTheGeneratorAgainstItsOwnClock() {
        // The preset loaded whatever the clock says; the generator on a clock before its epoch is refused.
        IdLayout shardflake = LayoutPreset.SHARDFLAKE.layout();
        ManualClock before = ManualClock.at(shardflake.epoch().minusSeconds(1));
        ManualClock after = ManualClock.at(shardflake.epoch().plusSeconds(1));

        assertThatThrownBy(() -> SnowflakeGenerator.builder(shardflake).clock(ClockSettings.of(before, before)).build())
                .isInstanceOf(InvalidConfigurationException.class)
                .hasMessageStartingWith("epoch = " + shardflake.epoch() + " is not allowed");
        assertThat(SnowflakeGenerator.builder(shardflake).clock(ClockSettings.of(after, after)).build().nextId())
                .isPositive();
    }
}
