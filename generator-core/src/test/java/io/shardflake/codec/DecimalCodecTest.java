package io.shardflake.codec;

import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;

class DecimalCodecTest extends IdCodecContract {

    DecimalCodecTest() {
        super(DecimalCodec.INSTANCE, "decimal");
    }

    static Stream<Arguments> vectors() {
        return Stream.of(
                Arguments.of(0L, "0"),
                Arguments.of(1L, "1"),
                Arguments.of(10L, "10"),
                Arguments.of(1L << 32, "4294967296"),
                Arguments.of(Long.MAX_VALUE - 1, "9223372036854775806"),
                Arguments.of(Long.MAX_VALUE, "9223372036854775807"));
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
}
