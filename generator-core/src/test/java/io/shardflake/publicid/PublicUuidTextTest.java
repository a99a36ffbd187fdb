package io.shardflake.publicid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.error.InvalidIdException;
import io.shardflake.testing.Property;
import io.shardflake.uuid.UuidVersion;
import io.shardflake.uuid.UuidVersionException;
import java.math.BigInteger;
import java.util.Locale;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class PublicUuidTextTest {

    private final KeyRing ring = KeyRing.of(TestKeys.KEY_1);

    @ParameterizedTest
    @EnumSource(names = {"V7", "V6", "V1"})
    void writesTheKeyDigitAndThePublicUuidsPayloadInBase32(UuidVersion kind) {
        PublicUuidText text = PublicUuidText.of(ring, kind, "ord");
        UuidMask mask = UuidMask.of(TestKeys.KEY_1, kind, "ord");
        assertThat(text.length()).isEqualTo(30);
        assertThat(text.kind()).isEqualTo(kind);
        Property.forAll(UuidMaskTest.uuids(kind)).tries(20_000).check(id -> {
            String shown = text.mask(id);
            assertThat(shown).hasSize(30).matches("ord_1[0-3][0-9A-HJKMNP-TV-Z]{24}");
            assertThat(shown.substring(5)).isEqualTo(payload(mask.mask(id)));
            assertThat(text.unmask(shown)).isEqualTo(id);
            assertThatThrownBy(() -> text.unmask(shown.toLowerCase(Locale.ROOT)))
                    .isInstanceOf(InvalidIdException.class);
        });
    }

    @Test
    void refusesAnotherTypeAnUnknownKeyAndBadText() {
        PublicUuidText orders = PublicUuidText.of(ring, UuidVersion.V7, "ord");
        String customer = PublicUuidText.of(ring, UuidVersion.V7, "cus")
                .mask(UUID.fromString("01890a5d-ac96-774b-bcce-b302099a8057"));
        assertThatThrownBy(() -> orders.unmask(customer)).isInstanceOf(WrongTypeException.class)
                .hasMessageEndingWith("a public id of type ord was expected (ord_...), got one of type cus");
        String otherKey = PublicUuidText.of(KeyRing.of(TestKeys.KEY_2), UuidVersion.V7, "ord")
                .mask(UUID.fromString("01890a5d-ac96-774b-bcce-b302099a8057"));
        assertThatThrownBy(() -> orders.unmask(otherKey)).isInstanceOf(UnknownKeyException.class);
        assertThatThrownBy(() -> orders.unmask("ord_14" + "0".repeat(24))).isInstanceOf(InvalidIdException.class)
                .hasMessageEndingWith("the body holds 122 bits in 125, so its first character, at index 5, is 0-3");
        assertThatThrownBy(() -> orders.unmask("ord_1" + "0".repeat(24))).isInstanceOf(InvalidIdException.class)
                .hasMessageContaining("30 characters expected (the prefix ord_, a key digit and 25 characters of"
                        + " Crockford base32), got 29");
        assertThatThrownBy(() -> orders.mask(UUID.fromString("1ec9414c-232a-6b00-b3c8-9f6bdeced846")))
                .isInstanceOf(UuidVersionException.class).hasMessageEndingWith("expected a UUID of version 7");
    }

    /** The 122 bits of a version 4 UUID that are not version or variant, as 25 base32 digits. */
    private static String payload(UUID uuid) {
        long msb = uuid.getMostSignificantBits();
        BigInteger bits = BigInteger.valueOf(msb >>> 16 << 12 | msb & 0xFFF).shiftLeft(62)
                .or(BigInteger.valueOf(uuid.getLeastSignificantBits() & 0x3FFF_FFFF_FFFF_FFFFL));
        String base32 = bits.toString(32);
        String padded = "0".repeat(25 - base32.length()) + base32;
        StringBuilder crockford = new StringBuilder();
        for (char c : padded.toCharArray()) {
            crockford.append("0123456789ABCDEFGHJKMNPQRSTVWXYZ".charAt(Character.digit(c, 32)));
        }
        return crockford.toString();
    }
}
