package io.shardflake.clock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class MicrosTest {

    @Test
    void instantsBeforeAndAfter1970GoThereAndBackTruncatedBelowAMicrosecond() {
        Instant after = Instant.parse("2026-01-01T00:00:00.123456789Z");
        Instant before = Instant.parse("1969-12-31T23:59:59.999999Z");

        assertThat(Micros.of(after)).isEqualTo(1_767_225_600_123_456L);
        assertThat(Micros.toInstant(Micros.of(after))).isEqualTo(Instant.parse("2026-01-01T00:00:00.123456Z"));
        assertThat(Micros.of(before)).isEqualTo(-1);
        assertThat(Micros.toInstant(-1)).isEqualTo(before);
        assertThat(Micros.toInstant(Micros.of(Instant.parse("1582-10-15T00:00:00Z"))))
                .isEqualTo(Instant.parse("1582-10-15T00:00:00Z"));
    }

    @Test
    void durationsAreWholeMicrosecondsAndOverflowIsRefused() {
        assertThat(Micros.of(Duration.ofMillis(1500).plusNanos(999))).isEqualTo(1_500_000);
        assertThatThrownBy(() -> Micros.of(Instant.MAX)).isInstanceOf(ArithmeticException.class);
    }
}
