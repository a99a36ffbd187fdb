package io.shardflake.uuid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class UuidTimeTest {

    @Test
    void readsV7MillisecondsAtTheEdges() {
        assertThat(UuidTime.of(UUID.fromString("00000000-0000-7000-8000-000000000000"))).isEqualTo(Instant.EPOCH);
        assertThat(UuidTime.of(UUID.fromString("ffffffff-ffff-7fff-bfff-ffffffffffff")))
                .isEqualTo(Instant.ofEpochMilli((1L << 48) - 1));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(textBlock = """
            919108f7-52d1-4320-9bac-f847db4148a8, 4, 2
            00000000-0000-0000-0000-000000000000, 0, 0
            ffffffff-ffff-ffff-ffff-ffffffffffff, 15, 7
            017f22e2-79b0-7cc3-58c4-dc0c0c07398f, 7, 0
            017f22e2-79b0-7cc3-d8c4-dc0c0c07398f, 7, 6
            017f22e2-79b0-8cc3-98c4-dc0c0c07398f, 8, 2
            5df41881-3aed-3515-88a7-2f4a814cf09e, 3, 2
            """)
    void refusesUuidsThatCarryNoTime(String text, int version, int variant) {
        UUID uuid = UUID.fromString(text);

        assertThatThrownBy(() -> UuidTime.of(uuid))
                .isInstanceOfSatisfying(UuidVersionException.class, e -> {
                    assertThat(e.version()).isEqualTo(version);
                    assertThat(e.variant()).isEqualTo(variant);
                    assertThat(e.input()).isEqualTo(text);
                })
                .isInstanceOf(io.shardflake.error.InvalidIdException.class)
                .hasMessageContaining(text)
                .hasMessageContaining("version 1, 6 or 7");
    }

    @Test
    void refusesNull() {
        assertThatThrownBy(() -> UuidTime.of(null)).isInstanceOf(InvalidUuidException.class)
                .hasMessageContaining("null");
    }

    @Test
    void namesTheVersionOfAnyRfcUuid() {
        assertThat(UuidVersion.of(UUID.fromString("c232ab00-9414-11ec-b3c8-9f6bdeced846"))).isEqualTo(UuidVersion.V1);
        assertThat(UuidVersion.of(UUID.fromString("919108f7-52d1-4320-9bac-f847db4148a8"))).isEqualTo(UuidVersion.V4);
        assertThat(UuidVersion.V7.number()).isEqualTo(7);
        assertThatThrownBy(() -> UuidVersion.of(new UUID(0, 0))).isInstanceOf(UuidVersionException.class);
        assertThatThrownBy(() -> UuidVersion.of(null)).isInstanceOf(InvalidUuidException.class);
    }
}
