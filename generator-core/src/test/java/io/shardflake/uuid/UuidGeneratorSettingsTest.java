package io.shardflake.uuid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import io.shardflake.clock.Sleeper;
import io.shardflake.clock.WallClock;
import java.time.Duration;
import java.time.Instant;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** A table of bad settings: each fails at build (or when set) with the parameter, the value and what is allowed. */
class UuidGeneratorSettingsTest {

    static Stream<Arguments> badSettings() {
        // ManualClock counts nanoseconds since 1970 in a long, so it cannot show 1500.
        WallClock before1582 = () -> Instant.parse("1500-01-01T00:00:00Z").getEpochSecond() * 1_000_000L;
        ManualClock before1970 = ManualClock.at(Instant.parse("1960-01-01T00:00:00Z"));
        return Stream.of(
                bad("node", "0x1000000000000", "48 bits", () -> UuidV1Generator.builder().node(1L << 48).build()),
                bad("node", "0x-1".replace("0x-1", "0xffffffffffffffff"), "48 bits",
                        () -> UuidV6Generator.builder().node(-1).build()),
                bad("clock sequence", "16384", "0..16383", () -> UuidV1Generator.builder().clockSequence(16384)
                        .build()),
                bad("clock sequence", "-1", "0..16383", () -> UuidV6Generator.builder().clockSequence(-1).build()),
                bad("network interface", "", "an interface name",
                        () -> UuidV1Generator.builder().macAddressNode(" ").build()),
                bad("network interface", "no-such-nic-42", "one of",
                        () -> UuidV1Generator.builder().macAddressNode("no-such-nic-42").build()),
                bad("clock settings", "null", "clock settings", () -> UuidV1Generator.builder().clock(null).build()),
                bad("clock settings", "null", "clock settings", () -> UuidV7Generator.builder().clock(null).build()),
                bad("max lead", "PT-1S", "zero or more",
                        () -> UuidV1Generator.builder()
                                .clock(ClockSettings.DEFAULT.withMaxLead(Duration.ofSeconds(-1))).build()),
                bad("max wait", "null", "zero or more", () -> UuidV7Generator.builder()
                        .clock(ClockSettings.DEFAULT.withMaxWait(null)).build()),
                bad("random", "null", "a random generator", () -> UuidV7Generator.builder().random(null).build()),
                bad("random", "null", "a random generator", () -> UuidV6Generator.builder().random(null).build()),
                bad("wall clock", "1500-01-01", "1582-10-15",
                        () -> UuidV1Generator.builder().clock(ClockSettings.of(before1582, Sleeper.system())).build()),
                bad("wall clock", "1960-01-01", "1970-01-01",
                        () -> UuidV7Generator.builder().clock(ClockSettings.of(before1970, before1970)).build()));
    }

    @ParameterizedTest(name = "{0} = {1}")
    @MethodSource("badSettings")
    void refusesBadSettings(String parameter, String value, String allowed, Supplier<Object> build) {
        assertThatThrownBy(build::get)
                .isInstanceOfSatisfying(InvalidConfigurationException.class, e -> {
                    assertThat(e.parameter()).isEqualTo(parameter);
                    assertThat(e.value()).contains(value);
                    assertThat(e.allowed()).contains(allowed);
                });
    }

    @Test
    void acceptsTheExtremeGoodValues() {
        ManualClock clock = ManualClock.at(Instant.parse("2026-01-01T00:00:00Z"));

        assertThat(UuidV1Generator.builder()
                .clock(ClockSettings.of(clock, clock)).node((1L << 48) - 1).clockSequence(16383).build()
                .next()).hasToString(GregorianUuid.of(clock.instant(), 16383, (1L << 48) - 1).toV1().toString());
        assertThat(UuidV6Generator.builder()
                .clock(ClockSettings.of(clock, clock)).node(0).clockSequence(0).build().next())
                .isEqualTo(GregorianUuid.of(clock.instant(), 0, 0).toV6());
        assertThat(UuidV7Generator.builder()
                .clock(ClockSettings.of(clock, clock).withMaxLead(Duration.ZERO).withMaxWait(Duration.ZERO))
                .build().next().version()).isEqualTo(7);
    }

    private static Arguments bad(String parameter, String value, String allowed, Supplier<Object> build) {
        return Arguments.of(parameter, value, allowed, build);
    }
}
