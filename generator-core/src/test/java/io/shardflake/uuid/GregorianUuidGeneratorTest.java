package io.shardflake.uuid;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import java.time.Instant;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class GregorianUuidGeneratorTest {

    private static final long NODE = 0x0A0B0C0D0E0FL;

    @Test
    void versionOneAndSixAreTheSameFieldsInTheirOwnOrder() {
        ManualClock v1Clock = ManualClock.at(Instant.parse("2026-03-01T12:00:00.123456Z"));
        ManualClock v6Clock = ManualClock.at(Instant.parse("2026-03-01T12:00:00.123456Z"));
        GregorianUuidGenerator v1 = UuidV1Generator.builder().clock(ClockSettings.of(v1Clock, v1Clock)).node(NODE)
                .clockSequence(77).build();
        GregorianUuidGenerator v6 = UuidV6Generator.builder().clock(ClockSettings.of(v6Clock, v6Clock)).node(NODE)
                .clockSequence(77).build();

        for (int i = 0; i < 25; i++) {
            UUID fromV1 = v1.next();
            UUID fromV6 = v6.next();
            assertThat(fromV1.version()).isEqualTo(1);
            assertThat(fromV6.version()).isEqualTo(6);
            assertThat(UuidConversion.v1ToV6(fromV1)).isEqualTo(fromV6);
        }
        assertThat(v1.version()).isEqualTo(UuidVersion.V1);
        assertThat(v6.version()).isEqualTo(UuidVersion.V6);
        assertThat(v1.toString()).startsWith("UuidV1Generator[node 0a0b0c0d0e0f, clock sequence 77");
        assertThat(v6.toString()).startsWith("UuidV6Generator[node 0a0b0c0d0e0f, clock sequence 77");
    }

    @Test
    void withoutASourceTheRandomNodeAndClockSequenceDifferFromBuildToBuild() {
        // A SecureRandom per build: 48 + 14 random bits, equal twice in a row with odds of 2^-62.
        UuidV6Generator first = UuidV6Generator.builder().build();
        UuidV6Generator second = UuidV6Generator.builder().build();

        assertThat(first.node() == second.node() && first.clockSequence() == second.clockSequence()).isFalse();
        assertThat(first.node() & UuidNode.MULTICAST_BIT).isNotZero();
    }
}
