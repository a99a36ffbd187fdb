package io.shardflake.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The one duration parser: what Spring Boot takes for a Duration, and nothing else. */
class DurationsTest {

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "100ms, PT0.1S",
        "10s, PT10S",
        "250, PT0.25S",
        "500us, PT0.0005S",
        "2000ns, PT0.000002S",
        "2m, PT2M",
        "1h, PT1H",
        "1d, PT24H",
        "PT10S, PT10S",
        "pt0.1s, PT0.1S",
        "' 10ms ', PT0.01S",
        "0, PT0S",
        "-1s, PT-1S",
        "10MS, PT0.01S"
    })
    void theFormsSpringBootTakes(String text, Duration expected) {
        assertThat(Durations.parse(Setting.CLOCK_MAX_LEAD, text)).isEqualTo(expected);
    }

    @Test
    void objectsAsTheyAre() {
        assertThat(Durations.parse(Setting.CLOCK_MAX_LEAD, Duration.ofSeconds(3))).isEqualTo(Duration.ofSeconds(3));
        assertThat(Durations.parse(Setting.CLOCK_MAX_LEAD, 40)).isEqualTo(Duration.ofMillis(40));
        assertThat(Durations.parse(Setting.CLOCK_MAX_LEAD, 40L)).isEqualTo(Duration.ofMillis(40));
    }

    @ParameterizedTest
    @CsvSource({"1 fortnight", "ms", "99999999999999999999s", "PTX", "10 s", "500µs", "1w", "1.5s"})
    void everythingElseIsRefusedNamingTheKeyAndTheForms(String text) {
        assertThatThrownBy(() -> Durations.parse(Setting.LAYOUT_TICK, text))
                .isInstanceOfSatisfying(InvalidSettingException.class,
                        e -> assertThat(e.setting()).isEqualTo(Setting.LAYOUT_TICK))
                .hasMessage("shardflake.layout.tick = " + text + " is not allowed: a duration: " + Durations.FORMS);
    }
}
