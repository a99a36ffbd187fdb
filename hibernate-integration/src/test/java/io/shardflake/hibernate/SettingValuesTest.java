package io.shardflake.hibernate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.error.InvalidConfigurationException;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** How setting values are read: text from properties files, typed objects from code. */
class SettingValuesTest {

    private static final String KEY = "shardflake.test";

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "100ms, PT0.1S",
        "1s, PT1S",
        "250, PT0.25S",
        "500us, PT0.0005S",
        "500µs, PT0.0005S",
        "2000ns, PT0.000002S",
        "2m, PT2M",
        "1h, PT1H",
        "1d, PT24H",
        "PT0.1S, PT0.1S",
        "' 10 ms ', PT0.01S",
        "0, PT0S"
    })
    void durationsAsText(String text, Duration expected) {
        assertThat(values(text).duration(KEY, Duration.ZERO)).isEqualTo(expected);
    }

    @Test
    void durationsAsObjects() {
        assertThat(values(Duration.ofSeconds(3)).duration(KEY, Duration.ZERO)).isEqualTo(Duration.ofSeconds(3));
        assertThat(values(40).duration(KEY, Duration.ZERO)).isEqualTo(Duration.ofMillis(40));
        assertThat(values(40L).duration(KEY, Duration.ZERO)).isEqualTo(Duration.ofMillis(40));
    }

    @Test
    void absentOrBlankMeansTheDefault() {
        assertThat(values(null).duration(KEY, Duration.ofMillis(7))).isEqualTo(Duration.ofMillis(7));
        assertThat(values("  ").integer(KEY, 3, "any")).isEqualTo(3);
        assertThat(values(null).bool(KEY, true)).isTrue();
    }

    @ParameterizedTest
    @CsvSource({"-PT1S", "1 fortnight", "ms", "99999999999999999999s", "PTX"})
    void badDurations(String text) {
        assertThatThrownBy(() -> values(text).duration(KEY, Duration.ZERO))
                .isInstanceOf(InvalidConfigurationException.class)
                .hasMessageStartingWith(KEY + " = ");
    }

    @Test
    void integers() {
        assertThat(values(" 12 ").integer(KEY, 0, "any")).isEqualTo(12);
        assertThat(values(12L).integer(KEY, 0, "any")).isEqualTo(12);
        assertThatThrownBy(() -> values(1L << 40).integer(KEY, 0, "0..255"))
                .hasMessage(KEY + " = 1099511627776 is not allowed: 0..255");
        assertThatThrownBy(() -> values(1.5).integer(KEY, 0, "0..255"))
                .hasMessage(KEY + " = 1.5 is not allowed: 0..255");
    }

    @Test
    void booleans() {
        assertThat(values("TRUE").bool(KEY, false)).isTrue();
        assertThat(values(Boolean.FALSE).bool(KEY, true)).isFalse();
        assertThatThrownBy(() -> values("yes").bool(KEY, false)).hasMessage(KEY + " = yes is not allowed: true or false");
    }

    @Test
    void objectsOfTheWrongTypeAreNamedByTheirType() {
        assertThatThrownBy(() -> values(new Object()).object(KEY, Duration.class))
                .hasMessage(KEY + " = a java.lang.Object is not allowed: an instance of java.time.Duration");
    }

    private static SettingValues values(Object value) {
        Map<String, Object> settings = new HashMap<>();
        settings.put(KEY, value);
        return new SettingValues(settings);
    }
}
