package io.shardflake.uuid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.testing.Gen;
import io.shardflake.testing.Gens;
import io.shardflake.testing.Property;
import java.util.Locale;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class UuidFormatProperties {

    /** Any RFC 9562 variant UUID of version 1 to 8: random bits with the version and variant forced. */
    static Gen<UUID> rfcUuids() {
        Gen<Long> bits = Gens.longs();
        Gen<Integer> versions = Gens.ints(1, 8);
        return s -> new UUID(bits.next(s) & ~0xF000L | (long) versions.next(s) << 12,
                bits.next(s) & 0x3FFF_FFFF_FFFF_FFFFL | 0x8000_0000_0000_0000L);
    }

    /** Mostly the right characters in mostly the right places, so that many parse and the rest fail late. */
    static Gen<String> nearlyUuids() {
        Gen<Character> chars = Gens.frequency(
                Gens.weight(30, Gens.charsFrom("0123456789abcdefABCDEF")),
                Gens.weight(4, Gens.constant('-')),
                Gens.weight(1, Gens.charsFrom("gG {\u0000\u0660\uFF10\u00E9")));
        Gen<Integer> lengths = Gens.frequency(
                Gens.weight(8, Gens.constant(36)),
                Gens.weight(2, Gens.ints(30, 40)));
        Gen<String> shuffled = lengths.flatMap(n -> Gens.strings(chars, n, n));
        Gen<UUID> uuids = rfcUuids();
        Gen<Integer> indexes = Gens.ints(0, 35);
        Gen<String> mutated = s -> {
            StringBuilder text = new StringBuilder(uuids.next(s).toString());
            text.setCharAt(indexes.next(s), chars.next(s));
            return text.toString();
        };
        return Gens.oneOf(shuffled, mutated);
    }

    record Spelling(UUID uuid, long caseSeed) {
    }

    @Test
    void validTextRoundTrips() {
        Property.forAll(Gens.both(rfcUuids(), Gens.longs(), Spelling::new)).tries(3000).check(p -> {
            UUID uuid = p.uuid();
            String text = mixCase(uuid.toString(), p.caseSeed());

            assertThat(UuidFormat.parse(text)).isEqualTo(uuid);
            assertThat(UuidFormat.parse(text, UuidVersion.of(uuid))).isEqualTo(uuid);
            assertThat(UuidFormat.parse(uuid.toString()).toString()).isEqualTo(uuid.toString());
        });
    }

    @Test
    void anyTextEitherParsesWholeOrThrowsTheDocumentedException() {
        Property.forAll(Gens.strings(40)).tries(3000).check(UuidFormatProperties::checkStrict);
    }

    @Test
    void nearlyValidTextEitherParsesWholeOrThrowsTheDocumentedException() {
        Property.forAll(nearlyUuids()).tries(5000).check(UuidFormatProperties::checkStrict);
    }

    record Asked(UUID uuid, int version) {
    }

    @Test
    void refusesEveryOtherVersion() {
        Property.forAll(Gens.both(rfcUuids(), Gens.ints(1, 8), Asked::new)).tries(1000).check(p -> {
            UUID uuid = p.uuid();
            UuidVersion expected = UuidVersion.values()[p.version() - 1];
            if (uuid.version() == p.version()) {
                assertThat(UuidFormat.parse(uuid.toString(), expected)).isEqualTo(uuid);
            } else {
                assertThatThrownBy(() -> UuidFormat.parse(uuid.toString(), expected))
                        .isInstanceOfSatisfying(UuidVersionException.class,
                                e -> assertThat(e.version()).isEqualTo(uuid.version()))
                        .hasMessageContaining(uuid.toString());
            }
        });
    }

    private static void checkStrict(String text) {
        UUID parsed;
        try {
            parsed = UuidFormat.parseAnyVariant(text);
        } catch (InvalidUuidException e) {
            assertThat(e.input()).isEqualTo(text);
            assertThat(isCanonical(text)).as("refused a canonical string").isFalse();
            assertThatThrownBy(() -> UuidFormat.parse(text)).isExactlyInstanceOf(InvalidUuidException.class);
            return;
        }
        // Accepted: then the text was canonical and says exactly this UUID, no more, no less.
        assertThat(isCanonical(text)).as("accepted a non-canonical string").isTrue();
        assertThat(parsed.toString()).isEqualTo(text.toLowerCase(Locale.ROOT));
        assertThat(parsed).isEqualTo(UUID.fromString(text));
        // The version-checking parse either agrees or refuses the version or variant, nothing else.
        try {
            assertThat(UuidFormat.parse(text)).isEqualTo(parsed);
        } catch (UuidVersionException e) {
            assertThat(e.input()).isEqualTo(text);
            assertThat(e.version()).isEqualTo(parsed.version());
            assertThat(e.variant()).isEqualTo(parsed.variant());
        }
    }

    private static boolean isCanonical(String text) {
        return text.matches("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");
    }

    private static String mixCase(String text, long seed) {
        StringBuilder mixed = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            mixed.append((seed >>> (i % 64) & 1) == 1 ? Character.toUpperCase(c) : c);
        }
        return mixed.toString();
    }
}
