package io.shardflake.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.error.InvalidIdException;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

class Crockford32CodecTest extends IdCodecContract {

    Crockford32CodecTest() {
        super(Crockford32Codec.INSTANCE, "base32");
    }

    static Stream<Arguments> vectors() {
        // Computed independently of the codec (by hand and with a one-line script), not by running it.
        return Stream.of(
                Arguments.of(0L, "0000000000000"),
                Arguments.of(1L, "0000000000001"),
                Arguments.of(31L, "000000000000Z"),
                Arguments.of(32L, "0000000000010"),
                Arguments.of(1_000_000L, "000000000YGJ0"),
                Arguments.of(1L << 32, "0000004000000"),
                Arguments.of(1L << 60, "1000000000000"),
                Arguments.of((1L << 62) - 1, "3ZZZZZZZZZZZZ"),
                Arguments.of(1L << 62, "4000000000000"),
                Arguments.of(1_234_567_890_123_456_789L, "128GGYHYYK08N"),
                Arguments.of(Long.MAX_VALUE, "7ZZZZZZZZZZZZ"));
    }

    @Test
    void decodingIgnoresCaseAndReadsCrockfordAliases() {
        assertThat(codec.decode("7zzzzzzzzzzzz")).isEqualTo(Long.MAX_VALUE);
        assertThat(codec.decode("oOoOoOoOoOoOo")).isZero();
        assertThat(codec.decode("00000000000iI")).isEqualTo(33L);
        assertThat(codec.decode("00000000000lL")).isEqualTo(33L);
        assertThat(codec.decode("128ggyhyyko8n")).isEqualTo(1_234_567_890_123_456_789L);
    }

    static Stream<Arguments> badInputs() {
        String notBase32 = " is not Crockford base32";
        return Stream.of(
                Arguments.of("", "13 characters expected, got 0"),
                Arguments.of("000000000000", "13 characters expected, got 12"),
                Arguments.of("00000000000000", "13 characters expected, got 14"),
                Arguments.of("0000-0000-0000-0", "13 characters expected, got 16"),
                Arguments.of("0000U00000000", "character 'U' at index 4" + notBase32),
                Arguments.of("0000u00000000", "character 'u' at index 4" + notBase32),
                Arguments.of("000000-000000", "character '-' at index 6" + notBase32),
                Arguments.of(" 000000000000", "character U+0020 at index 0" + notBase32),
                Arguments.of("000000000000\n", "character U+000A at index 12" + notBase32),
                Arguments.of("+000000000001", "character '+' at index 0" + notBase32),
                Arguments.of("00000000000*1", "character '*' at index 11" + notBase32),
                Arguments.of("000000000000\u0131", "character U+0131 at index 12" + notBase32),
                Arguments.of("00000000000\uFF10\uFF10", "character U+FF10 at index 11" + notBase32),
                Arguments.of("\uD83D\uDE0000000000000", "character U+D83D at index 0" + notBase32),
                Arguments.of("800000000000U", "character 'U' at index 12" + notBase32),
                Arguments.of("8000000000000",
                        "exceeds 2^63-1 (9223372036854775807): the first character must be 0-7, got '8'"),
                Arguments.of("ZZZZZZZZZZZZZ",
                        "exceeds 2^63-1 (9223372036854775807): the first character must be 0-7, got 'Z'"),
                Arguments.of("z000000000000",
                        "exceeds 2^63-1 (9223372036854775807): the first character must be 0-7, got 'z'"));
    }

    @Test
    void writesAndReadsFixedWidthFieldsInsideALongerText() {
        StringBuilder text = new StringBuilder("id:");
        Crockford32Codec.appendDigits(text, 31, 1);
        Crockford32Codec.appendDigits(text, -1L, 12);
        Crockford32Codec.appendId(text, 1_234_567_890_123_456_789L);
        assertThat(text).hasToString("id:ZZZZZZZZZZZZZ128GGYHYYK08N");
        assertThat(Crockford32Codec.readDigits(text, 3, 1)).isEqualTo(31);
        assertThat(Crockford32Codec.readDigits(text, 4, 12)).isEqualTo((1L << 60) - 1);
        assertThat(Crockford32Codec.readId(text, 16)).isEqualTo(1_234_567_890_123_456_789L);
        assertThatThrownBy(() -> Crockford32Codec.readId("id:8000000000000", 3)).isInstanceOf(InvalidIdException.class)
                .hasMessage("invalid id \"id:8000000000000\": exceeds 2^63-1 (9223372036854775807): the first"
                        + " character of the id, at index 3, must be 0-7, got '8'");
        assertThatThrownBy(() -> Crockford32Codec.readDigits("id:0U", 3, 2))
                .hasMessageEndingWith("character 'U' at index 4 is not Crockford base32");
        assertThatThrownBy(() -> Crockford32Codec.appendId(text, -1)).isInstanceOf(InvalidIdException.class);
        assertThatThrownBy(() -> Crockford32Codec.appendDigits(text, 0, 13))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("1 to 12 digits, got 13");
        assertThatThrownBy(() -> Crockford32Codec.readDigits(text, 0, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("1 to 12 digits, got 0");
    }
}
