package io.shardflake.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.uuid.GregorianUuid;
import java.time.Instant;
import java.util.TimeZone;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code decode} of RFC 9562 UUIDs: the Appendix A vectors, every version, Nil and Max. */
class DecodeUuidTest {

    @Test
    void readsTheRfcVersion1VectorToTheTenthOfAMicrosecondAndGivesItsVersion6Form() {
        CliRun run = CliRun.of("decode", "C232AB00-9414-11EC-B3C8-9F6BDECED846");

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.outLines()).containsExactly(
                "kind: uuid-v1 (RFC 9562 UUID version 1: Gregorian time, clock sequence, node)",
                "uuid: c232ab00-9414-11ec-b3c8-9f6bdeced846",
                "time: 2022-02-22T19:22:22.0000000Z",
                "timestamp: 138,648,505,420,000,000 (100 ns since 1582-10-15T00:00:00Z)",
                "clock sequence: 33c8 (13,256)",
                "node: 9f6bdeced846 (multicast bit set: random, not a MAC address)",
                "v6 form: 1ec9414c-232a-6b00-b3c8-9f6bdeced846 (the same fields, sorting by time)");
    }

    @Test
    void readsTheRfcVersion6VectorToTheSameFieldsAndGivesItsVersion1Form() {
        CliRun run = CliRun.of("decode", "1EC9414C-232A-6B00-B3C8-9F6BDECED846");

        assertThat(run.exitCode()).isZero();
        assertThat(run.outLines()).containsExactly(
                "kind: uuid-v6 (RFC 9562 UUID version 6: version 1's fields in time order)",
                "uuid: 1ec9414c-232a-6b00-b3c8-9f6bdeced846",
                "time: 2022-02-22T19:22:22.0000000Z",
                "timestamp: 138,648,505,420,000,000 (100 ns since 1582-10-15T00:00:00Z)",
                "clock sequence: 33c8 (13,256)",
                "node: 9f6bdeced846 (multicast bit set: random, not a MAC address)",
                "v1 form: c232ab00-9414-11ec-b3c8-9f6bdeced846 (the same fields)");
    }

    @Test
    void readsTheRfcVersion7VectorToTheMillisecondWithItsBitsInHex() {
        CliRun run = CliRun.of("decode", "017F22E2-79B0-7CC3-98C4-DC0C0C07398F");

        assertThat(run.exitCode()).isZero();
        assertThat(run.outLines()).containsExactly(
                "kind: uuid-v7 (RFC 9562 UUID version 7: Unix milliseconds, then counter and random bits)",
                "uuid: 017f22e2-79b0-7cc3-98c4-dc0c0c07398f",
                "time: 2022-02-22T19:22:22.000Z",
                "unix_ts_ms: 017f22e279b0 (1,645,557,742,000)",
                "rand_a: cc3 (12 bits: counter or random, as the maker chose)",
                "rand_b: 18c4dc0c0c07398f (62 bits)",
                "if made by shardflake: counter 330d8 (18 bits: rand_a and the top 6 of rand_b), random "
                        + "c4dc0c0c07398f (56 bits)");
    }

    @Test
    void printsAllSevenDigitsOfAGregorianTimeAndTellsAMacNodeFromARandomOne() {
        Instant time = Instant.parse("2022-02-22T19:22:22.1234567Z");
        String v1 = GregorianUuid.of(time, 0x1234, 0x00163e5e6c00L).toV1().toString();

        assertThat(CliRun.of("decode", v1).outLines()).contains("time: 2022-02-22T19:22:22.1234567Z",
                "clock sequence: 1234 (4,660)", "node: 00163e5e6c00 (multicast bit clear: likely a MAC address)");
        assertThat(CliRun.of("decode", GregorianUuid.of(Instant.parse("1582-10-15T00:00:00Z"), 0, 0).toV6()
                .toString()).outLines()).contains("time: 1582-10-15T00:00:00.0000000Z", "timestamp: 0 (100 ns since "
                        + "1582-10-15T00:00:00Z)");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            000003e8-cbb9-21ee-b000-325096b39f47 | uuid-v2 (RFC 9562 UUID version 2: DCE security, whose layout RFC 9562 leaves to DCE) | 2
            5df41881-3aed-3515-88a7-2f4a814cf09e | uuid-v3 (RFC 9562 UUID version 3: an MD5 hash of a namespace and a name) | 3
            919108f7-52d1-4320-9bac-f847db4148a8 | uuid-v4 (RFC 9562 UUID version 4: 122 random bits)                  | 4
            2ed6657d-e927-568b-95e1-2665a8aea6a2 | uuid-v5 (RFC 9562 UUID version 5: a SHA-1 hash of a namespace and a name) | 5
            2489e9ad-2ee2-8e00-8ec9-32d5f69181c0 | uuid-v8 (RFC 9562 UUID version 8: custom, laid out as its maker chose) | 8
            """)
    void saysWhichVersionsCarryNoTime(String uuid, String kind, int version) {
        CliRun run = CliRun.of("decode", uuid);

        assertThat(run.exitCode()).isZero();
        assertThat(run.outLines()).containsExactly("kind: " + kind, "uuid: " + uuid,
                "time: none (version " + version + " encodes no time)");
    }

    @Test
    void readsTheNilAndMaxUuids() {
        assertThat(CliRun.of("decode", "00000000-0000-0000-0000-000000000000").outLines()).containsExactly(
                "kind: uuid-nil (the Nil UUID: all 128 bits 0)",
                "uuid: 00000000-0000-0000-0000-000000000000",
                "time: none (the Nil and Max UUIDs have no version and carry no time)");
        assertThat(CliRun.of("decode", "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF").outLines())
                .startsWith("kind: uuid-max (the Max UUID: all 128 bits 1)",
                        "uuid: ffffffff-ffff-ffff-ffff-ffffffffffff");
    }

    @Test
    void typeNarrowsToOneVersionOrAnyAndReadsTheSame() {
        String v7 = "017f22e2-79b0-7cc3-98c4-dc0c0c07398f";
        String byShape = CliRun.of("decode", v7).out();

        assertThat(CliRun.of("decode", v7, "--type", "uuid-v7").out()).isEqualTo(byShape);
        assertThat(CliRun.of("decode", v7, "--type", "UUID").out()).isEqualTo(byShape);
    }

    @Test
    void printsTimeInUtcWhateverTheMachinesZone() {
        TimeZone saved = TimeZone.getDefault();
        try {
            TimeZone.setDefault(TimeZone.getTimeZone("Pacific/Chatham"));
            assertThat(CliRun.of("decode", "c232ab00-9414-11ec-b3c8-9f6bdeced846").outLines())
                    .contains("time: 2022-02-22T19:22:22.0000000Z");
            assertThat(CliRun.of("decode", "017f22e2-79b0-7cc3-98c4-dc0c0c07398f").outLines())
                    .contains("time: 2022-02-22T19:22:22.000Z");
        } finally {
            TimeZone.setDefault(saved);
        }
    }
}
