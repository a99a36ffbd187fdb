package io.shardflake.uuid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.error.InvalidIdException;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class UuidFormatTest {

    private static final String V7 = "017f22e2-79b0-7cc3-98c4-dc0c0c07398f";

    @Test
    void parsesEitherCase() {
        UUID expected = new UUID(0x017F22E279B07CC3L, 0x98C4DC0C0C07398FL);

        assertThat(UuidFormat.parse(V7)).isEqualTo(expected);
        assertThat(UuidFormat.parse(V7.toUpperCase())).isEqualTo(expected);
        assertThat(UuidFormat.parse(new StringBuilder("017F22e2-79B0-7cC3-98c4-DC0c0c07398F"))).isEqualTo(expected);
    }

    @Test
    void acceptsTheNilAndMaxUuidsOnlyWhenNoVersionIsAsked() {
        String nil = "00000000-0000-0000-0000-000000000000";
        String max = "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF";

        assertThat(UuidFormat.parse(nil)).isEqualTo(new UUID(0, 0));
        assertThat(UuidFormat.parse(max)).isEqualTo(new UUID(-1, -1));
        assertThatThrownBy(() -> UuidFormat.parse(nil, UuidVersion.V7)).isInstanceOf(UuidVersionException.class);
    }

    @ParameterizedTest(name = "\"{0}\": {1}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            ""                                      | length 0
            017f22e2-79b0-7cc3-98c4-dc0c0c07398     | length 35
            017f22e2-79b0-7cc3-98c4-dc0c0c07398f0   | length 37
            017f22e279b07cc398c4dc0c0c07398f        | length 32
            {017f22e2-79b0-7cc3-98c4-dc0c0c07398f}  | length 38
            1-2-3-4-5                               | length 9
            017f22e2-79b0-7cc3-98c4-dc0c0c07398g    | 'g' at index 35 is not a hex digit
            017f22e2-79b0-7cc3-98c4-dc0c0c07 98f    | U+0020 at index 32 is not a hex digit
            +17f22e2-79b0-7cc3-98c4-dc0c0c07398f    | '+' at index 0 is not a hex digit
            017f22e2_79b0-7cc3-98c4-dc0c0c07398f    | expected '-' at index 8, found '_'
            017f22e2-79b0-7cc3-98c4d-c0c0c07398f    | expected '-' at index 23, found 'd'
            017f22e-279b0-7cc3-98c4-dc0c0c07398f    | '-' at index 7 is not a hex digit
            017f22e2-79b0-7cc3-98c4-dc0c0c07398\u0660    | U+0660 at index 35 is not a hex digit
            017f22e2-79b0-7cc3-98c4-dc0c0c07398\uff10    | U+FF10 at index 35 is not a hex digit
            """)
    void refusesMalformedText(String text, String reason) {
        assertThatThrownBy(() -> UuidFormat.parse(text))
                .isExactlyInstanceOf(InvalidUuidException.class)
                .isInstanceOf(InvalidIdException.class)
                .hasMessageContaining('"' + text + '"')
                .hasMessageContaining(reason)
                .satisfies(e -> assertThat(((InvalidUuidException) e).input()).isEqualTo(text));
    }

    @ParameterizedTest(name = "\"{0}\" as version {1}")
    @CsvSource({
        "017f22e2-79b0-7cc3-98c4-dc0c0c07398f, V1, version 7; expected version 1",
        "c232ab00-9414-11ec-b3c8-9f6bdeced846, V7, version 1; expected version 7",
        "017f22e2-79b0-7cc3-58c4-dc0c0c07398f, V7, NCS",
        "017f22e2-79b0-7cc3-d8c4-dc0c0c07398f, V7, Microsoft",
        "017f22e2-79b0-7cc3-f8c4-dc0c0c07398f, V7, reserved",
    })
    void refusesTheWrongVersionOrVariant(String text, UuidVersion expected, String reason) {
        assertThatThrownBy(() -> UuidFormat.parse(text, expected))
                .isInstanceOf(UuidVersionException.class)
                .hasMessageContaining('"' + text + '"')
                .hasMessageContaining(reason);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "017f22e2-79b0-0cc3-98c4-dc0c0c07398f",
        "017f22e2-79b0-9cc3-98c4-dc0c0c07398f",
        "017f22e2-79b0-fcc3-98c4-dc0c0c07398f",
        "017f22e2-79b0-7cc3-c8c4-dc0c0c07398f",
        "017f22e2-79b0-7cc3-08c4-dc0c0c07398f",
    })
    void refusesUnassignedVersionsAndOtherVariantsWhenAnyVersionIsAsked(String text) {
        assertThatThrownBy(() -> UuidFormat.parse(text))
                .isInstanceOf(UuidVersionException.class)
                .hasMessageContaining(text);
        assertThat(UuidFormat.parseAnyVariant(text)).isEqualTo(UUID.fromString(text));
    }

    @Test
    void refusesNullWithTheSameException() {
        assertThatThrownBy(() -> UuidFormat.parse(null))
                .isExactlyInstanceOf(InvalidUuidException.class)
                .hasMessageContaining("null");
        assertThatThrownBy(() -> UuidFormat.parse(null, UuidVersion.V4)).isInstanceOf(InvalidUuidException.class);
        assertThatThrownBy(() -> UuidFormat.parseAnyVariant(null)).isInstanceOf(InvalidUuidException.class);
    }

    @Test
    void isStricterThanTheJdk() {
        // UUID.fromString takes this as 00000001-0002-0003-0004-000000000005.
        assertThat(UUID.fromString("1-2-3-4-5")).isNotNull();
        assertThatThrownBy(() -> UuidFormat.parseAnyVariant("1-2-3-4-5")).isInstanceOf(InvalidUuidException.class);
    }

    @Test
    void shortensVeryLongInputInTheMessage() {
        String longText = "x".repeat(10_000);

        assertThatThrownBy(() -> UuidFormat.parse(longText))
                .isInstanceOfSatisfying(InvalidUuidException.class, e -> {
                    assertThat(e.input()).isEqualTo(longText);
                    assertThat(e.getMessage()).hasSizeLessThan(200).contains("length 10000");
                });
    }
}
