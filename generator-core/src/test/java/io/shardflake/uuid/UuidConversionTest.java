package io.shardflake.uuid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class UuidConversionTest {

    @Test
    void keepsClockSequenceAndNodeAndMovesOnlyTheTime() {
        UUID v1 = GregorianUuid.of(Instant.parse("2030-01-02T03:04:05.6789012Z"), 9999, 0x0123456789ABL).toV1();
        UUID v6 = UuidConversion.v1ToV6(v1);

        assertThat(v6.version()).isEqualTo(6);
        assertThat(v6.getLeastSignificantBits()).isEqualTo(v1.getLeastSignificantBits());
        assertThat(GregorianUuid.from(v6)).isEqualTo(GregorianUuid.from(v1));
        assertThat(UuidConversion.v6ToV1(v6)).isEqualTo(v1);
    }

    @Test
    void v6SortsByTimeWhereV1DoesNot() {
        // One 100 ns apart across a time_low wrap: v1 puts the low bits first and sorts these backwards.
        GregorianUuid before = new GregorianUuid(0x1EC9414FFFFFFFFL, 0, 0);
        GregorianUuid after = new GregorianUuid(before.timestamp() + 1, 0, 0);

        assertThat(UuidPairs.compareUnsigned(before.toV1(), after.toV1())).isPositive();
        assertThat(UuidPairs.compareUnsigned(before.toV6(), after.toV6())).isNegative();
        assertThat(before.toV6().toString()).isLessThan(after.toV6().toString());
    }

    @Test
    void refusesOtherVersions() {
        UUID v6 = UUID.fromString("1EC9414C-232A-6B00-B3C8-9F6BDECED846");
        UUID v1 = UUID.fromString("C232AB00-9414-11EC-B3C8-9F6BDECED846");

        assertThatThrownBy(() -> UuidConversion.v1ToV6(v6))
                .isInstanceOfSatisfying(UuidVersionException.class, e -> {
                    assertThat(e.version()).isEqualTo(6);
                    assertThat(e.expected()).isEqualTo("version 1");
                })
                .hasMessageContaining("1ec9414c-232a-6b00-b3c8-9f6bdeced846");
        assertThatThrownBy(() -> UuidConversion.v6ToV1(v1))
                .isInstanceOfSatisfying(UuidVersionException.class, e -> assertThat(e.version()).isEqualTo(1));
        assertThatThrownBy(() -> UuidConversion.v1ToV6(null)).isInstanceOf(InvalidUuidException.class);
        assertThatThrownBy(() -> UuidConversion.v6ToV1(null)).isInstanceOf(InvalidUuidException.class);
    }
}
