package io.shardflake.uuid;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import java.time.Instant;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The test vectors of RFC 9562 Appendix A, all made at 2022-02-22T19:22:22Z. */
class RfcVectorsTest {

    private static final Instant TIME = Instant.parse("2022-02-22T19:22:22Z");
    private static final UUID V1 = UUID.fromString("C232AB00-9414-11EC-B3C8-9F6BDECED846");
    private static final UUID V6 = UUID.fromString("1EC9414C-232A-6B00-B3C8-9F6BDECED846");
    private static final UUID V7 = UUID.fromString("017F22E2-79B0-7CC3-98C4-DC0C0C07398F");
    private static final int CLOCK_SEQUENCE = 0x33C8;
    private static final long NODE = 0x9F6BDECED846L;

    @Test
    void parsesTheVectorsStrictly() {
        assertThat(UuidFormat.parse("C232AB00-9414-11EC-B3C8-9F6BDECED846", UuidVersion.V1)).isEqualTo(V1);
        assertThat(UuidFormat.parse("1ec9414c-232a-6b00-b3c8-9f6bdeced846", UuidVersion.V6)).isEqualTo(V6);
        assertThat(UuidFormat.parse("017F22E2-79B0-7CC3-98C4-DC0C0C07398F", UuidVersion.V7)).isEqualTo(V7);
    }

    @Test
    void v1AndV7DecodeToTheVectorTime() {
        assertThat(UuidTime.of(V1)).isEqualTo(TIME);
        assertThat(UuidTime.of(V6)).isEqualTo(TIME);
        assertThat(UuidTime.of(V7)).isEqualTo(TIME);
    }

    @Test
    void v1ReadsOutClockSequenceAndNode() {
        GregorianUuid fields = GregorianUuid.from(V1);

        assertThat(fields.time()).isEqualTo(TIME);
        assertThat(fields.timestamp()).isEqualTo(0x1EC9414C232AB00L);
        assertThat(fields.clockSequence()).isEqualTo(CLOCK_SEQUENCE);
        assertThat(fields.node()).isEqualTo(NODE);
        assertThat(GregorianUuid.from(V6)).isEqualTo(fields);
    }

    @Test
    void v1ConvertsToTheV6VectorAndBack() {
        assertThat(UuidConversion.v1ToV6(V1)).isEqualTo(V6);
        assertThat(UuidConversion.v6ToV1(V6)).isEqualTo(V1);
    }

    @Test
    void formsTheV1VectorFromItsValues() {
        GregorianUuid formed = GregorianUuid.of(TIME, CLOCK_SEQUENCE, NODE);

        assertThat(formed.toV1()).isEqualTo(V1);
        assertThat(formed.toV6()).isEqualTo(V6);
    }

    @Test
    void generatorsMakeTheVectorsOnAScriptedClock() {
        ManualClock clock = ManualClock.at(TIME);

        UuidV1Generator v1 = UuidV1Generator.builder()
                .clock(ClockSettings.of(clock, clock)).node(NODE).clockSequence(CLOCK_SEQUENCE)
                .build();
        UuidV6Generator v6 = UuidV6Generator.builder()
                .clock(ClockSettings.of(clock, clock)).node(NODE).clockSequence(CLOCK_SEQUENCE)
                .build();

        assertThat(v1.next()).isEqualTo(V1);
        assertThat(v6.next()).isEqualTo(V6);
    }

    @Test
    void v7GeneratorKeepsTheVectorsTimeVersionAndVariant() {
        ManualClock clock = ManualClock.at(TIME);
        UUID made = UuidV7Generator.builder().clock(ClockSettings.of(clock, clock)).build().next();

        // The rest of the vector is random: only the millisecond, version and variant can match.
        assertThat(made.getMostSignificantBits() >>> 16).isEqualTo(V7.getMostSignificantBits() >>> 16);
        assertThat(made.version()).isEqualTo(7);
        assertThat(made.variant()).isEqualTo(2);
        assertThat(UuidTime.of(made)).isEqualTo(TIME);
    }
}
