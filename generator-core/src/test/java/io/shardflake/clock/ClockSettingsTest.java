package io.shardflake.clock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.error.InvalidConfigurationException;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class ClockSettingsTest {

    private final ManualClock manual = ManualClock.at(Instant.parse("2026-01-01T00:00:00Z"));

    @Test
    void theDefaultHasTheDefaultPolicyTheSystemSleeperAndLeavesTheWallClockToTheGenerator() {
        assertThat(ClockSettings.DEFAULT.policy()).isEqualTo(ClockPolicy.DEFAULT);
        assertThat(ClockSettings.DEFAULT.sleeper()).isSameAs(Sleeper.system());
        assertThat(ClockSettings.DEFAULT.wallClock()).isEmpty();
        assertThat(ClockSettings.DEFAULT.wallClockOr(() -> manual)).isSameAs(manual);
    }

    @Test
    void aGivenWallClockWinsAndTheGeneratorsDefaultIsNotEvenAskedFor() {
        AtomicInteger asked = new AtomicInteger();
        ClockSettings settings = ClockSettings.of(manual, manual);

        WallClock chosen = settings.wallClockOr(() -> {
            asked.incrementAndGet();
            return WallClock.system();
        });

        assertThat(chosen).isSameAs(manual);
        assertThat(asked).hasValue(0);
        assertThat(settings.sleeper()).isSameAs(manual);
    }

    @Test
    void eachWitherChangesOneThingAndLeavesTheOriginalAlone() {
        ClockSettings settings = ClockSettings.DEFAULT.withMaxLead(Duration.ZERO).withMaxWait(Duration.ofMillis(5))
                .withWallClock(manual).withSleeper(manual);

        assertThat(settings.policy()).isEqualTo(new ClockPolicy(Duration.ZERO, Duration.ofMillis(5)));
        assertThat(settings.wallClock()).containsSame(manual);
        assertThat(settings.sleeper()).isSameAs(manual);
        assertThat(settings.withPolicy(ClockPolicy.classic()).policy()).isEqualTo(ClockPolicy.classic());
        assertThat(ClockSettings.DEFAULT.policy()).isEqualTo(ClockPolicy.DEFAULT);
        assertThat(ClockSettings.DEFAULT.wallClock()).isEmpty();
        assertThat(settings).isEqualTo(ClockSettings.of(manual, manual).withPolicy(settings.policy()))
                .hasSameHashCodeAs(ClockSettings.of(manual, manual).withPolicy(settings.policy()))
                .isNotEqualTo(ClockSettings.DEFAULT);
        assertThat(ClockSettings.DEFAULT.toString()).contains("the generator's default");
    }

    @Test
    void nullsAndNegativeDurationsAreRefusedWithTheSettingsName() {
        assertThatThrownBy(() -> ClockSettings.of(null, manual)).isInstanceOf(InvalidConfigurationException.class)
                .hasMessage("wall clock = null is not allowed: not null");
        assertThatThrownBy(() -> ClockSettings.of(manual, null)).hasMessage("sleeper = null is not allowed: not null");
        assertThatThrownBy(() -> ClockSettings.DEFAULT.withPolicy(null))
                .hasMessage("clock policy = null is not allowed: not null");
        assertThatThrownBy(() -> ClockSettings.DEFAULT.withMaxLead(Duration.ofMillis(-1)))
                .hasMessageStartingWith("max lead = ");
        assertThatThrownBy(() -> ClockSettings.DEFAULT.withMaxWait(null)).hasMessageStartingWith("max wait = null");
    }
}
