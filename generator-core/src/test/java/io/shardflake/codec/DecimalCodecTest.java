package io.shardflake.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.error.InvalidIdException;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

class DecimalCodecTest {

    private final DecimalCodec codec = DecimalCodec.INSTANCE;

    static Stream<Arguments> vectors() {
        return Stream.of(
                Arguments.of(0L, "0"),
                Arguments.of(1L, "1"),
                Arguments.of(10L, "10"),
                Arguments.of(1L << 32, "4294967296"),
                Arguments.of(Long.MAX_VALUE - 1, "9223372036854775806"),
                Arguments.of(Long.MAX_VALUE, "9223372036854775807"));
    }

    @ParameterizedTest(name = "{0} <-> \"{1}\"")
    @MethodSource("vectors")
    void knownVectors(long id, String text) {
        assertThat(codec.encode(id)).isEqualTo(text);
        assertThat(codec.decode(text)).isEqualTo(id);
    }

    @Test
    void decodesAnyCharSequenceNotOnlyStrings() {
        assertThat(codec.decode(new StringBuilder("4294967296"))).isEqualTo(1L << 32);
    }

    static Stream<Arguments> badInputs() {
        String notDigit = " is not a decimal digit 0-9";
        String tooBig = "exceeds 2^63-1 (9223372036854775807)";
        return Stream.of(
                Arguments.of("", "empty text is not a decimal id"),
                Arguments.of("-1", "character '-' at index 0" + notDigit),
                Arguments.of("+1", "character '+' at index 0" + notDigit),
                Arguments.of(" 1", "character U+0020 at index 0" + notDigit),
                Arguments.of("1 ", "character U+0020 at index 1" + notDigit),
                Arguments.of("1\t", "character U+0009 at index 1" + notDigit),
                Arguments.of("1_000", "character '_' at index 1" + notDigit),
                Arguments.of("1,000", "character ',' at index 1" + notDigit),
                Arguments.of("1.0", "character '.' at index 1" + notDigit),
                Arguments.of("12a", "character 'a' at index 2" + notDigit),
                Arguments.of("0x1F", "character 'x' at index 1" + notDigit),
                Arguments.of("1e3", "character 'e' at index 1" + notDigit),
                Arguments.of("\u0661\u0662", "character U+0661 at index 0" + notDigit),
                Arguments.of("4\uFF12", "character U+FF12 at index 1" + notDigit),
                Arguments.of("00", "leading zeros are not accepted (only \"0\" itself starts with 0)"),
                Arguments.of("007", "leading zeros are not accepted (only \"0\" itself starts with 0)"),
                Arguments.of("9223372036854775808", tooBig),
                Arguments.of("9999999999999999999", tooBig),
                Arguments.of("18446744073709551616", tooBig),
                Arguments.of("92233720368547758070", tooBig));
    }

    @ParameterizedTest(name = "\"{0}\": {1}")
    @MethodSource("badInputs")
    void rejectsBadTextSayingWhatIsWrong(String text, String reason) {
        assertThatThrownBy(() -> codec.decode(text))
                .isExactlyInstanceOf(InvalidIdException.class)
                .hasMessage("invalid id \"" + text + "\": " + reason)
                .extracting(e -> ((InvalidIdException) e).input()).isEqualTo(text);
    }

    @Test
    void rejectsNull() {
        assertThatThrownBy(() -> codec.decode(null))
                .isExactlyInstanceOf(InvalidIdException.class)
                .hasMessage("invalid id null: text is null");
    }

    @ParameterizedTest
    @ValueSource(longs = {-1, -10, Long.MIN_VALUE})
    void refusesToEncodeNegativeIds(long id) {
        assertThatThrownBy(() -> codec.encode(id))
                .isExactlyInstanceOf(InvalidIdException.class)
                .hasMessage("invalid id " + id + ": ids are non-negative, 0..9223372036854775807");
    }

    @Test
    void isKnownByItsConfigurationName() {
        assertThat(codec).hasToString("decimal");
        assertThat(IdCodec.named(DecimalCodec.NAME)).isSameAs(codec);
    }
}
