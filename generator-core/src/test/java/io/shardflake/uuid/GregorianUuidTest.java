package io.shardflake.uuid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class GregorianUuidTest {

    private static final long MAX_TIMESTAMP = (1L << 60) - 1;
    private static final long MAX_NODE = (1L << 48) - 1;

    @Test
    void formsASeed001StyleBackFill() {
        // The seed's example: SELECT form_uuid_v1(time, 666, '44:88:99:36:57:32')
        Instant time = Instant.parse("2016-11-08T10:30:15.123456Z");
        UUID uuid = GregorianUuid.of(time, 666, 0x448899365732L).toV1();

        assertThat(uuid.version()).isEqualTo(1);
        assertThat(uuid.variant()).isEqualTo(2);
        assertThat(uuid.toString()).endsWith("-829a-448899365732");
        assertThat(uuid.timestamp()).isEqualTo(GregorianUuid.from(uuid).timestamp());
        assertThat(UuidTime.of(uuid)).isEqualTo(time);
    }

    @Test
    void readsTimeExactTo100Nanoseconds() {
        Instant time = Instant.parse("2024-05-06T07:08:09.123456700Z");
        UUID uuid = GregorianUuid.of(time, 1, 2).toV1();

        assertThat(GregorianUuid.from(uuid).time()).isEqualTo(time);
        assertThat(UuidTime.of(UuidConversion.v1ToV6(uuid))).isEqualTo(time);
    }

    @Test
    void roundTripsTheExtremeValues() {
        GregorianUuid lowest = new GregorianUuid(0, 0, 0);
        GregorianUuid highest = new GregorianUuid(MAX_TIMESTAMP, 16383, MAX_NODE);

        assertThat(lowest.toV1()).hasToString("00000000-0000-1000-8000-000000000000");
        assertThat(highest.toV1()).hasToString("ffffffff-ffff-1fff-bfff-ffffffffffff");
        assertThat(lowest.toV6()).hasToString("00000000-0000-6000-8000-000000000000");
        assertThat(highest.toV6()).hasToString("ffffffff-ffff-6fff-bfff-ffffffffffff");
        for (GregorianUuid fields : new GregorianUuid[] {lowest, highest}) {
            assertThat(GregorianUuid.from(fields.toV1())).isEqualTo(fields);
            assertThat(GregorianUuid.from(fields.toV6())).isEqualTo(fields);
        }
        assertThat(lowest.time()).isEqualTo(Instant.parse("1582-10-15T00:00:00Z"));
        assertThat(GregorianUuid.of(highest.time(), 0, 0).timestamp()).isEqualTo(MAX_TIMESTAMP);
        assertThat(highest.time()).isEqualTo(Instant.parse("5236-03-31T21:21:00.684697500Z"));
    }

    @Test
    void matchesJavasOwnReadingOfV1Fields() {
        UUID uuid = GregorianUuid.of(Instant.parse("1999-12-31T23:59:59.9999999Z"), 12345, 0xABCDEF012345L).toV1();

        assertThat(uuid.timestamp()).isEqualTo(GregorianUuid.from(uuid).timestamp());
        assertThat(uuid.clockSequence()).isEqualTo(12345);
        assertThat(uuid.node()).isEqualTo(0xABCDEF012345L);
    }

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource({
        "timestamp, -1",
        "timestamp, 1152921504606846976",
        "clock sequence, -1",
        "clock sequence, 16384",
        "node, -1",
        "node, 281474976710656",
    })
    void refusesFieldsThatDoNotFit(String field, long value) {
        assertThatThrownBy(() -> new GregorianUuid(field.equals("timestamp") ? value : 0,
                field.equals("clock sequence") ? (int) value : 0, field.equals("node") ? value : 0))
                .isInstanceOfSatisfying(UuidFieldRangeException.class, e -> {
                    assertThat(e.field()).isEqualTo(field);
                    assertThat(e.getMessage()).contains(field).contains("allowed");
                });
    }

    @ParameterizedTest
    @CsvSource({
        "1582-10-14T23:59:59.9999999Z, 1582-10-15",
        "5236-03-31T21:21:00.684697600Z, 5236-03-31",
        "2020-01-01T00:00:00.000000050Z, 100 ns",
    })
    void refusesInstantsOutOfRangeOrFinerThan100Nanoseconds(String time, String named) {
        assertThatThrownBy(() -> GregorianUuid.of(Instant.parse(time), 0, 0))
                .isInstanceOf(UuidFieldRangeException.class)
                .hasMessageContaining(time.substring(0, 10))
                .hasMessageContaining(named);
    }

    @Test
    void refusesANullInstant() {
        assertThatThrownBy(() -> GregorianUuid.of(null, 0, 0)).isInstanceOf(UuidFieldRangeException.class)
                .hasMessageContaining("time = null");
    }

    @Test
    void readsOnlyVersionsOneAndSix() {
        UUID v7 = UUID.fromString("017F22E2-79B0-7CC3-98C4-DC0C0C07398F");
        UUID v4 = UUID.fromString("919108f7-52d1-4320-9bac-f847db4148a8");

        assertThatThrownBy(() -> GregorianUuid.from(v7))
                .isInstanceOfSatisfying(UuidVersionException.class, e -> assertThat(e.version()).isEqualTo(7))
                .hasMessageContaining("017f22e2-79b0-7cc3-98c4-dc0c0c07398f")
                .hasMessageContaining("version 1 or 6");
        assertThatThrownBy(() -> GregorianUuid.from(v4)).isInstanceOf(UuidVersionException.class);
        assertThatThrownBy(() -> GregorianUuid.from(null)).isInstanceOf(InvalidUuidException.class);
    }

    @Test
    void refusesAMicrosoftVariantWithAVersionOneNibble() {
        UUID guid = UUID.fromString("c232ab00-9414-11ec-d3c8-9f6bdeced846");

        assertThatThrownBy(() -> GregorianUuid.from(guid))
                .isInstanceOfSatisfying(UuidVersionException.class, e -> assertThat(e.variant()).isEqualTo(6))
                .hasMessageContaining("Microsoft");
    }
}
