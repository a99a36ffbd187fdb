package io.shardflake.publicid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.error.InvalidIdException;
import io.shardflake.testing.Gens;
import io.shardflake.testing.Property;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class PublicIdTextTest {

    private final PublicIdText orders = PublicIdText.of(KeyRing.of(TestKeys.KEY_1), "ord");
    private final PublicIdText customers = PublicIdText.of(KeyRing.of(TestKeys.KEY_1), "cus");
    private final PublicIdText untyped = PublicIdText.of(KeyRing.of(TestKeys.KEY_1));

    @Test
    void writesThePrefixTheKeyDigitAndTheMaskedIdInBase32() {
        assertThat(orders.length()).isEqualTo(18);
        assertThat(untyped.length()).isEqualTo(14);
        IdPermutation permutation = IdPermutation.of(TestKeys.KEY_1, "ord");
        Property.forAll(Gens.longs(0, Long.MAX_VALUE)).tries(20_000).check(id -> {
            String text = orders.mask(id);
            assertThat(text).hasSize(18).matches("ord_1[0-7][0-9A-HJKMNP-TV-Z]{12}")
                    .endsWith(io.shardflake.codec.Crockford32Codec.INSTANCE.encode(permutation.mask(id)));
            assertThat(orders.unmask(text)).isEqualTo(id);
            assertThatThrownBy(() -> orders.unmask(text.toLowerCase(Locale.ROOT)))
                    .isInstanceOf(InvalidIdException.class);
            assertThat(untyped.unmask(untyped.mask(id))).isEqualTo(id);
        });
    }

    @Test
    void refusesAnotherTypeNamingBoth() {
        String customer = customers.mask(12345);
        assertThatThrownBy(() -> orders.unmask(customer)).isInstanceOf(WrongTypeException.class)
                .hasMessage("invalid id \"" + customer + "\": a public id of type ord was expected (ord_...), got one"
                        + " of type cus")
                .satisfies(e -> {
                    assertThat(((WrongTypeException) e).expectedType()).isEqualTo("ord");
                    assertThat(((WrongTypeException) e).foundType()).isEqualTo("cus");
                });
    }

    @Test
    void refusesATypedTextWhereNoneIsExpectedAndTheReverse() {
        String order = orders.mask(7);
        assertThatThrownBy(() -> untyped.unmask(order)).isInstanceOf(WrongTypeException.class)
                .hasMessageEndingWith(": a public id without a type prefix was expected, got one of type ord");
        String plain = untyped.mask(7);
        assertThatThrownBy(() -> orders.unmask(plain)).isInstanceOf(WrongTypeException.class)
                .hasMessageEndingWith(": a public id of type ord was expected (ord_...), got one without a type"
                        + " prefix");
        assertThatThrownBy(() -> orders.unmask("ORD_" + order.substring(4))).isInstanceOf(WrongTypeException.class)
                .hasMessageEndingWith("got one of type ORD");
        assertThatThrownBy(() -> orders.unmask("order_" + order.substring(4))).isInstanceOf(WrongTypeException.class)
                .hasMessageEndingWith("got one of type order");
        assertThatThrownBy(() -> orders.unmask("o\nr d\u00e9_1")).isInstanceOf(WrongTypeException.class)
                .hasMessageEndingWith("got one of type o?r?d?");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            # text                | message
            ord_1                 | invalid id "ord_1": 18 characters expected (the prefix ord_, a key digit and 13 characters of Crockford base32), got 5
            ord_10000000000000000 | invalid id "ord_10000000000000000": 18 characters expected
            ord_1000000000000U    | invalid id "ord_1000000000000U": character 'U' at index 17 is not Crockford base32
            ord_U0000000000000    | invalid id "ord_U0000000000000": character 'U' at index 4 is not Crockford base32
            ord_18000000000000    | invalid id "ord_18000000000000": exceeds 2^63-1 (9223372036854775807): the first character of the id, at index 5, must be 0-7, got '8'
            ord_1 000000000000    | character U+0020 at index 5 is not Crockford base32
            """)
    void refusesWhatIsNotAPublicIdOfTheForm(String text, String message) {
        assertThatThrownBy(() -> orders.unmask(text)).isInstanceOf(InvalidIdException.class)
                .isNotInstanceOf(WrongTypeException.class).hasMessageContaining(message);
    }

    /**
     * One public id, one spelling: what mask writes. The example had 960 spellings of one text (case, and
     * Crockford's aliases O, I, L), the key digit's included.
     */
    @Test
    void readsOnlyTheSpellingMaskWrites() {
        String text = orders.mask(1541815603606036480L);
        String lower = text.toLowerCase(Locale.ROOT);
        assertThatThrownBy(() -> orders.unmask(lower)).isInstanceOf(InvalidIdException.class)
                .hasMessage("invalid id \"" + lower + "\": character '" + lower.charAt(firstLetter(lower)) + "' at"
                        + " index " + firstLetter(lower) + " is not Crockford base32 as Shardflake writes it: 0-9 and A-Z"
                        + " without I, L, O, U, in upper case");
        String body = text.substring(5);
        for (String alias : List.of("ord_l" + body, "ord_i" + body, "ord_I" + body, "ord_L" + body,
                text.replace('0', 'O'), text.replace('1', 'I'), text.replace('1', 'L'))) {
            if (!alias.equals(text)) {
                assertThatThrownBy(() -> orders.unmask(alias)).as(alias).isInstanceOf(InvalidIdException.class)
                        .hasMessageContaining("is not Crockford base32 as Shardflake writes it");
            }
        }
        assertThat(orders.unmask(text)).isEqualTo(1541815603606036480L);
    }

    private static int firstLetter(String text) {
        for (int i = 4; i < text.length(); i++) {
            if (Character.isLetter(text.charAt(i))) {
                return i;
            }
        }
        throw new AssertionError("no letter in " + text);
    }

    /** Control characters in the input come out escaped, so a logged message stays one line and forges none. */
    @Test
    void aMessageQuotesControlCharactersEscaped() {
        String forged = "ord_1\r\n2026-12-07 INFO admin logged in\u001b[0m\t\u0000";
        assertThatThrownBy(() -> orders.unmask(forged)).isInstanceOf(InvalidIdException.class)
                .hasMessage("invalid id \"ord_1\\r\\n2026-12-07 INFO admin logged in\\u001B[0m\\t\\u0000\": 18"
                        + " characters expected (the prefix ord_, a key digit and 13 characters of Crockford base32),"
                        + " got 44")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\r", "\n", "\u001b", "\t", "\u0000"))
                .satisfies(e -> assertThat(((InvalidIdException) e).input()).isEqualTo(forged));
        String sameLength = "ord_1\r\n00000000000";
        assertThatThrownBy(() -> orders.unmask(sameLength)).isInstanceOf(InvalidIdException.class)
                .hasMessage("invalid id \"ord_1\\r\\n00000000000\": character U+000D at index 5 is not Crockford"
                        + " base32 as Shardflake writes it: 0-9 and A-Z without I, L, O, U, in upper case");
        assertThatThrownBy(() -> orders.unmask("ord\n_1" + "0".repeat(13))).isInstanceOf(WrongTypeException.class)
                .hasMessageStartingWith("invalid id \"ord\\n_10000000000000\": ");
    }

    @Test
    void refusesNull() {
        assertThatThrownBy(() -> orders.unmask(null)).isInstanceOf(InvalidIdException.class)
                .hasMessage("invalid id null: text is null");
        assertThatThrownBy(() -> orders.mask(-5)).isInstanceOf(InvalidIdException.class)
                .hasMessage("invalid id -5: ids are non-negative, 0..9223372036854775807");
    }

    @Test
    void aRotatedRingStillUnmasksWhatTheOldKeyMadeAndMasksWithTheNewOne() {
        PublicIdText rotated = PublicIdText.of(KeyRing.of(TestKeys.KEY_2, TestKeys.KEY_1), "ord");
        Property.forAll(Gens.longs(0, Long.MAX_VALUE)).tries(10_000).check(id -> {
            String old = orders.mask(id);
            String current = rotated.mask(id);
            assertThat(current).startsWith("ord_2").isNotEqualTo(old);
            assertThat(rotated.unmask(old)).isEqualTo(id);
            assertThat(rotated.unmask(current)).isEqualTo(id);
        });
    }

    @Test
    void refusesAKeyTheRingDoesNotHave() {
        String made = PublicIdText.of(KeyRing.of(TestKeys.KEY_2), "ord").mask(99);
        assertThatThrownBy(() -> orders.unmask(made)).isInstanceOf(UnknownKeyException.class)
                .hasMessage("invalid id \"" + made + "\": it names key 2, which is not in the key ring (keys 1)")
                .satisfies(e -> assertThat(((UnknownKeyException) e).keyId()).isEqualTo(2));
    }

    /** The same key id on another ring's key: the text reads as some other id, never as the right one. */
    @Test
    void aWrongKeyOfTheSameIdGivesAnotherId() {
        PublicIdText elsewhere = PublicIdText.of(KeyRing.of(TestKeys.OTHER_KEY_1), "ord");
        Property.forAll(Gens.longs(0, Long.MAX_VALUE)).tries(100_000).check(id -> {
            assertThat(elsewhere.unmask(orders.mask(id))).isNotEqualTo(id);
        });
    }
}
