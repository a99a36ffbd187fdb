package io.shardflake.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.error.InvalidIdException;
import io.shardflake.error.PrintableText;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/** The one reader of id text: each form, the ambiguous texts, a named form, and every refusal with its message. */
class IdTextTest {

    private static final IdCodec DECIMAL = DecimalCodec.INSTANCE;
    private static final IdCodec BASE32 = Crockford32Codec.INSTANCE;

    static Stream<Arguments> readable() {
        return Stream.of(
                Arguments.of("0", DECIMAL, 0L),
                Arguments.of("7", DECIMAL, 7L),
                Arguments.of("123456789012", DECIMAL, 123_456_789_012L),
                Arguments.of("12345678901234", DECIMAL, 12_345_678_901_234L),
                // 13 digits from 8 up are decimal only: as base32 they would exceed 2^63-1.
                Arguments.of("8234567890123", DECIMAL, 8_234_567_890_123L),
                Arguments.of("9999999999999", DECIMAL, 9_999_999_999_999L),
                Arguments.of("1541815603606036480", DECIMAL, 1_541_815_603_606_036_480L),
                Arguments.of("9223372036854775807", DECIMAL, Long.MAX_VALUE),
                Arguments.of("1ASD13XH1F800", BASE32, 1_541_815_603_606_036_480L),
                Arguments.of("1asd13xh1f800", BASE32, 1_541_815_603_606_036_480L),
                Arguments.of("000000000000A", BASE32, 10L),
                // Crockford's aliases: O is 0, I and L are 1; letters make it base32 even where digits are meant.
                Arguments.of("OOOOOOOOOOOOL", BASE32, 1L),
                Arguments.of("7ZZZZZZZZZZZZ", BASE32, Long.MAX_VALUE));
    }

    @ParameterizedTest(name = "\"{0}\" is {1} {2}")
    @MethodSource("readable")
    void readsEachFormByItsShape(String text, IdCodec form, long id) {
        assertThat(IdText.formOf(text)).isSameAs(form);
        assertThat(IdText.parse(text)).isEqualTo(id);
        assertThat(IdText.parse(text, form)).isEqualTo(id);
    }

    static Stream<Arguments> ambiguous() {
        return Stream.of(
                Arguments.of("1234567890123", 1_234_567_890_123L, 1_228_503_247_364_293_699L,
                        "invalid id \"1234567890123\": 13 digits read two ways: as decimal 1234567890123, as Crockford"
                                + " base32 1228503247364293699; name the form: decimal or base32"),
                Arguments.of("7999999999999", 7_999_999_999_999L, 8_405_169_678_746_690_857L,
                        "invalid id \"7999999999999\": 13 digits read two ways: as decimal 7999999999999, as Crockford"
                                + " base32 8405169678746690857; name the form: decimal or base32"),
                Arguments.of("0000000000012", 12L, 34L,
                        "invalid id \"0000000000012\": 13 digits read two ways: as zero-padded decimal 12 (decimal is"
                                + " written without leading zeros: 12), as Crockford base32 34; name the form: decimal"
                                + " or base32"),
                // By shape, not by value: 5 either way, and still refused.
                Arguments.of("0000000000005", 5L, 5L,
                        "invalid id \"0000000000005\": 13 digits read two ways: as zero-padded decimal 5 (decimal is"
                                + " written without leading zeros: 5), as Crockford base32 5; name the form: decimal"
                                + " or base32"));
    }

    @ParameterizedTest(name = "\"{0}\"")
    @MethodSource("ambiguous")
    void refusesThirteenDigitsThatAreAnIdInBothFormsShowingBothReadings(String text, long decimal, long base32,
            String message) {
        for (Runnable read : new Runnable[] {() -> IdText.parse(text), () -> IdText.formOf(text)}) {
            assertThatThrownBy(read::run).isExactlyInstanceOf(AmbiguousIdException.class).hasMessage(message)
                    .satisfies(e -> {
                        AmbiguousIdException refused = (AmbiguousIdException) e;
                        assertThat(refused.input()).isEqualTo(text);
                        assertThat(refused.decimalReading()).isEqualTo(decimal);
                        assertThat(refused.base32Reading()).isEqualTo(base32);
                    });
        }
    }

    @ParameterizedTest(name = "\"{0}\" as {1} is {2}")
    @CsvSource(delimiter = '|', textBlock = """
            1234567890123 | decimal | 1234567890123
            1234567890123 | base32  | 1228503247364293699
            0000000000012 | base32  | 34
            7999999999999 | base32  | 8405169678746690857
            42            | decimal | 42
            """)
    void aNamedFormReadsTheAmbiguousTexts(String text, String formName, long id) {
        assertThat(IdText.parse(text, IdCodec.named(formName))).isEqualTo(id);
    }

    static Stream<Arguments> refusedInTheNamedForm() {
        return Stream.of(
                Arguments.of("0000000000012", DECIMAL,
                        "leading zeros are not accepted (only \"0\" itself starts with 0)"),
                Arguments.of("1ASD13XH1F800", DECIMAL, "character 'A' at index 1 is not a decimal digit 0-9"),
                Arguments.of("12", BASE32, "13 characters expected, got 2"),
                Arguments.of("8234567890123", BASE32,
                        "exceeds 2^63-1 (9223372036854775807): the first character must be 0-7, got '8'"),
                Arguments.of(" 234567890123", DECIMAL, "character U+0020 at index 0 is not a decimal digit 0-9"),
                Arguments.of("12", null, "no form named; name decimal (1 to 19 digits 0-9) or Crockford base32"
                        + " (13 characters)"));
    }

    @ParameterizedTest(name = "\"{0}\" as {1}")
    @MethodSource("refusedInTheNamedForm")
    void aNamedFormIsAsStrictAsItsCodec(String text, IdCodec form, String reason) {
        assertThatThrownBy(() -> IdText.parse(text, form)).isExactlyInstanceOf(InvalidIdException.class)
                .hasMessage("invalid id \"" + PrintableText.of(text) + "\": " + reason)
                .extracting(e -> ((InvalidIdException) e).input()).isEqualTo(text);
    }

    static Stream<Arguments> malformed() {
        String sign = "a sign is not accepted: ids are non-negative (the sign bit is always 0) and written without one";
        String tooBig = "exceeds 2^63-1 (9223372036854775807)";
        return Stream.of(
                Arguments.of("", "empty text; an id is decimal (1 to 19 digits 0-9) or Crockford base32"
                        + " (13 characters)"),
                Arguments.of("-5", sign),
                Arguments.of("+5", sign),
                Arguments.of("-1234567890123", sign),
                Arguments.of("-", sign),
                Arguments.of(" 123", neither("U+0020", 0, 4)),
                Arguments.of("123 ", neither("U+0020", 3, 4)),
                Arguments.of("1234567890123\n", neither("U+000A", 13, 14)),
                Arguments.of("12x4", neither("'x'", 2, 4)),
                Arguments.of("1_000", neither("'_'", 1, 5)),
                Arguments.of("0x1F", neither("'x'", 1, 4)),
                Arguments.of("\u0661\u0662", neither("U+0661", 0, 2)),
                Arguments.of("1ASD13XH1F80", neither("'A'", 1, 12)),
                Arguments.of("1ASD13XH1F8000", neither("'A'", 1, 14)),
                // Thirteen characters with a non-digit are base32's to judge.
                Arguments.of(" 234567890123", "character U+0020 at index 0 is not Crockford base32"),
                Arguments.of("123456789012 ", "character U+0020 at index 12 is not Crockford base32"),
                Arguments.of("1ASD13XH1F8U0", "character 'U' at index 11 is not Crockford base32"),
                Arguments.of("1ASD-3XH1F800", "character '-' at index 4 is not Crockford base32"),
                Arguments.of("8ZZZZZZZZZZZZ", tooBig + ": the first character must be 0-7, got '8'"),
                // Digits only, not 13 of them, are decimal's to judge.
                Arguments.of("007", "leading zeros are not accepted (only \"0\" itself starts with 0)"),
                Arguments.of("00000000000012", "leading zeros are not accepted (only \"0\" itself starts with 0)"),
                Arguments.of("9223372036854775808", tooBig),
                Arguments.of("99999999999999999999", tooBig));
    }

    /** The refusal of a text that is neither form: its first non-digit, and its length that is not 13. */
    private static String neither(String character, int index, int length) {
        return "neither decimal nor Crockford base32: decimal has digits 0-9 only (character " + character + " at index "
                + index + " is not one), base32 has exactly 13 characters (got " + length + ")";
    }

    @ParameterizedTest(name = "\"{0}\": {1}")
    @MethodSource("malformed")
    void refusesEverythingElseNamingTheText(String text, String reason) {
        assertThatThrownBy(() -> IdText.parse(text)).isExactlyInstanceOf(InvalidIdException.class)
                .hasMessage("invalid id \"" + PrintableText.of(text) + "\": " + reason)
                .extracting(e -> ((InvalidIdException) e).input()).isEqualTo(text);
    }

    @Test
    void refusesNull() {
        assertThatThrownBy(() -> IdText.parse(null)).isExactlyInstanceOf(InvalidIdException.class)
                .hasMessage("invalid id null: text is null");
        assertThatThrownBy(() -> IdText.parse(null, DECIMAL)).isExactlyInstanceOf(InvalidIdException.class)
                .hasMessage("invalid id null: text is null");
    }

    @Test
    void readsAnyCharSequenceNotOnlyStrings() {
        assertThat(IdText.parse(new StringBuilder("1ASD13XH1F800"))).isEqualTo(1_541_815_603_606_036_480L);
    }
}
