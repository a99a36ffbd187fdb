package io.shardflake.uniqid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.error.InvalidIdException;
import java.time.Instant;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Formats, edge values, and tables of strings and settings that must be refused. */
class UniqidFormatTest {

    private static final UniqidFormat PREFIXED = UniqidFormat.withPrefix(4);
    private static final UniqidFormat PLAIN = UniqidFormat.withoutPrefix(4);
    private static final String PREFIXED_SHAPE =
            "not a sharded PHP uniqid for 4 shards (shard digit + 4-hex prefix + 13 hex, 18 characters): ";
    private static final String PLAIN_SHAPE = "not a sharded PHP uniqid for 4 shards (shard digit + 13 hex, 14 characters): ";

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            ""                      | 0 characters, expected 18
            31a2b4aa5c7f2c2d3       | 17 characters, expected 18
            31a2b4aa5c7f2c2d330     | 19 characters, expected 18
            34aa5c7f2c2d33          | 14 characters, expected 18
            a1a2b4aa5c7f2c2d33      | 'a' at index 0 is not a shard digit 0-9
            -1a2b4aa5c7f2c2d33      | '-' at index 0 is not a shard digit 0-9
            \u06631a2b4aa5c7f2c2d33 | U+0663 at index 0 is not a shard digit 0-9
            31A2b4aa5c7f2c2d33      | 'A' at index 2 is not a lower-case hex digit
            31a2g4aa5c7f2c2d33      | 'g' at index 4 is not a lower-case hex digit
            "31a2b4aa5c7f2c2d3 "    | U+0020 at index 17 is not a lower-case hex digit
            31a2b4aa5c7F2c2d33      | 'F' at index 11 is not a lower-case hex digit
            31a2b4aa5c7f2c2d3\uff13 | U+FF13 at index 17 is not a lower-case hex digit
            01a2b4aa5c7f2f4240      | microseconds f4240 (1000000) are not below 1,000,000 (f4240): PHP never writes them
            01a2b4aa5c7f2fffff      | microseconds fffff (1048575) are not below 1,000,000 (f4240): PHP never writes them
            21a2b4aa5c7f2c2d33      | shard digit 2, but c2d33 (798003) mod 4 = 3: corrupted, or made for another shard count
            91a2b4aa5c7f2c2d33      | shard digit 9, but c2d33 (798003) mod 4 = 3: corrupted, or made for another shard count
            """)
    void refusesMalformedPrefixedIdsNamingTheInputAndTheFault(String input, String reason) {
        assertThatThrownBy(() -> PREFIXED.parse(input))
                .isExactlyInstanceOf(InvalidUniqidException.class)
                .isInstanceOf(InvalidIdException.class)
                .hasMessage("invalid id \"" + input + "\": " + PREFIXED_SHAPE + reason)
                .satisfies(e -> {
                    assertThat(((InvalidUniqidException) e).input()).isEqualTo(input);
                    assertThat(((InvalidUniqidException) e).reason()).isEqualTo(reason);
                });
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            31a2b4aa5c7f2c2d33 | 18 characters, expected 14
            4aa5c7f2c2d33      | 13 characters, expected 14
            x4aa5c7f2c2d33     | 'x' at index 0 is not a shard digit 0-9
            34aa5c7f2c2d3g     | 'g' at index 13 is not a lower-case hex digit
            04aa5c7f2f4240     | microseconds f4240 (1000000) are not below 1,000,000 (f4240): PHP never writes them
            04aa5c7f2c2d33     | shard digit 0, but c2d33 (798003) mod 4 = 3: corrupted, or made for another shard count
            """)
    void refusesMalformedPlainIds(String input, String reason) {
        assertThatThrownBy(() -> PLAIN.parse(input))
                .isExactlyInstanceOf(InvalidUniqidException.class)
                .hasMessage("invalid id \"" + input + "\": " + PLAIN_SHAPE + reason);
    }

    @Test
    void refusesNull() {
        assertThatThrownBy(() -> PREFIXED.parse(null))
                .isExactlyInstanceOf(InvalidUniqidException.class)
                .hasMessage("invalid id null: " + PREFIXED_SHAPE + "text is null");
    }

    @Test
    void aStringMadeForAnotherShardCountIsRefused() {
        // 798,003 mod 4 = 3, and mod 5 as well, but mod 9 = 0.
        assertThat(UniqidFormat.withoutPrefix(5).parse("34aa5c7f2c2d33").shard()).isEqualTo(3);
        assertThatThrownBy(() -> UniqidFormat.withoutPrefix(9).parse("34aa5c7f2c2d33"))
                .isExactlyInstanceOf(InvalidUniqidException.class)
                .hasMessageEndingWith("shard digit 3, but c2d33 (798003) mod 9 = 0: corrupted, or made for "
                        + "another shard count");
    }

    @Test
    void oneShardAlwaysWritesZero() {
        UniqidFormat one = UniqidFormat.withoutPrefix(1);

        assertThat(one.parse("04aa5c7f2c2d33").shard()).isZero();
        assertThat(one.description()).isEqualTo("sharded PHP uniqid for 1 shard (shard digit + 13 hex, 14 characters)");
        assertThatThrownBy(() -> one.parse("14aa5c7f2c2d33")).isExactlyInstanceOf(InvalidUniqidException.class);
    }

    @Test
    void roundTripsTheExtremeTimes() {
        Uniqid first = new Uniqid(0, "0000", 10);
        Uniqid last = new Uniqid(Uniqid.MAX_EPOCH_MICROS, "ffff", 10);

        assertThat(first).hasToString("000000000000000000");
        assertThat(last).hasToString("9ffffffffffff" + "f423f");
        assertThat(UniqidFormat.withPrefix(10).parse(first.toString())).isEqualTo(first);
        assertThat(UniqidFormat.withPrefix(10).parse(last.toString())).isEqualTo(last);
        assertThat(last.instant()).isEqualTo(Instant.parse("2106-02-07T06:28:15.999999Z"));
        assertThat(first.instant()).isEqualTo(Instant.EPOCH);
    }

    @Test
    void lengthsAndShardsFollowTheFormat() {
        assertThat(PREFIXED.length()).isEqualTo(18);
        assertThat(PLAIN.length()).isEqualTo(14);
        assertThat(PLAIN.shardOf(1_252_378_610_798_003L)).isEqualTo(3);
        assertThat(new Uniqid(1_252_378_610_798_003L, "", 4).format()).isEqualTo(PLAIN);
        assertThat(new Uniqid(1_252_378_610_798_003L, "beef", 4).format()).isEqualTo(PREFIXED);
    }

    @ParameterizedTest
    @ValueSource(ints = {0, -1, 11, 16, 100})
    void refusesShardCountsOneDigitCannotWrite(int shardCount) {
        String message = "shard count = " + shardCount + " is not allowed: 1..10: the shard is written as one "
                + "decimal digit, so shards 0..9; the seed's scheme would write shard 10 and up with two digits, "
                + "which readers cannot tell from the prefix";
        assertThatThrownBy(() -> UniqidFormat.withPrefix(shardCount))
                .isExactlyInstanceOf(InvalidConfigurationException.class).hasMessage(message);
        assertThatThrownBy(() -> new Uniqid(0, "", shardCount))
                .isExactlyInstanceOf(InvalidConfigurationException.class).hasMessage(message);
    }

    static Stream<Arguments> badValues() {
        return Stream.of(
                Arguments.of(-1L, "", "time = -1 µs since 1970 is not allowed: 0..4294967295999999 (PHP writes the "
                        + "seconds as 8 hex digits, so until 2106-02-07T06:28:15.999999Z)"),
                Arguments.of(Uniqid.MAX_EPOCH_MICROS + 1, "", "time = 4294967296000000 µs since 1970 is not "
                        + "allowed: 0..4294967295999999 (PHP writes the seconds as 8 hex digits, so until "
                        + "2106-02-07T06:28:15.999999Z)"),
                Arguments.of(0L, null, "prefix = null is not allowed: \"\" or 4 lower-case hex characters"),
                Arguments.of(0L, "abc", "prefix = \"abc\" is not allowed: \"\" or 4 lower-case hex characters"),
                Arguments.of(0L, "ABCD", "prefix = \"ABCD\" is not allowed: \"\" or 4 lower-case hex characters"),
                Arguments.of(0L, "abcde", "prefix = \"abcde\" is not allowed: \"\" or 4 lower-case hex characters"),
                Arguments.of(0L, "wxyz", "prefix = \"wxyz\" is not allowed: \"\" or 4 lower-case hex characters"));
    }

    @ParameterizedTest
    @MethodSource("badValues")
    void refusesValuesOutOfRange(long epochMicros, String prefix, String message) {
        assertThatThrownBy(() -> new Uniqid(epochMicros, prefix, 4))
                .isExactlyInstanceOf(InvalidConfigurationException.class).hasMessage(message);
    }
}
