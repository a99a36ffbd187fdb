package io.shardflake.uuid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Locale;
import java.util.UUID;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.constraints.IntRange;

class UuidFormatProperties {

    @Provide
    Arbitrary<UUID> rfcUuids() {
        // Any RFC 9562 variant UUID of version 1 to 8: random bits with the version and variant forced.
        return Combinators.combine(Arbitraries.longs(), Arbitraries.longs(), Arbitraries.integers().between(1, 8))
                .as((high, low, version) -> new UUID(high & ~0xF000L | (long) version << 12,
                        low & 0x3FFF_FFFF_FFFF_FFFFL | 0x8000_0000_0000_0000L));
    }

    @Provide
    Arbitrary<String> anyText() {
        return Arbitraries.strings().all().ofMaxLength(40);
    }

    @Provide
    Arbitrary<String> nearlyUuids() {
        // Mostly the right characters in mostly the right places, so that many parse and the rest fail late.
        Arbitrary<Character> chars = Arbitraries.frequencyOf(
                Tuple.of(30, Arbitraries.of("0123456789abcdefABCDEF".toCharArray())),
                Tuple.of(4, Arbitraries.just('-')),
                Tuple.of(1, Arbitraries.of('g', 'G', ' ', '{', '\u0000', '\u0660', '\uFF10', '\u00E9')));
        Arbitrary<Integer> lengths = Arbitraries.frequencyOf(
                Tuple.of(8, Arbitraries.just(36)),
                Tuple.of(2, Arbitraries.integers().between(30, 40)));
        Arbitrary<String> shuffled = lengths.flatMap(n -> chars.list().ofSize(n).map(UuidFormatProperties::join));
        Arbitrary<String> mutated = Combinators.combine(rfcUuids(), Arbitraries.integers().between(0, 35), chars)
                .as((uuid, index, c) -> {
                    StringBuilder text = new StringBuilder(uuid.toString());
                    text.setCharAt(index, c);
                    return text.toString();
                });
        return Arbitraries.oneOf(shuffled, mutated);
    }

    @Property(tries = 3000)
    void validTextRoundTrips(@ForAll("rfcUuids") UUID uuid, @ForAll long caseSeed) {
        String text = mixCase(uuid.toString(), caseSeed);

        assertThat(UuidFormat.parse(text)).isEqualTo(uuid);
        assertThat(UuidFormat.parse(text, UuidVersion.of(uuid))).isEqualTo(uuid);
        assertThat(UuidFormat.parse(uuid.toString()).toString()).isEqualTo(uuid.toString());
    }

    @Property(tries = 3000)
    void anyTextEitherParsesWholeOrThrowsTheDocumentedException(@ForAll("anyText") String text) {
        checkStrict(text);
    }

    @Property(tries = 5000)
    void nearlyValidTextEitherParsesWholeOrThrowsTheDocumentedException(@ForAll("nearlyUuids") String text) {
        checkStrict(text);
    }

    @Property(tries = 1000)
    void refusesEveryOtherVersion(@ForAll("rfcUuids") UUID uuid, @ForAll @IntRange(min = 1, max = 8) int asked) {
        UuidVersion expected = UuidVersion.values()[asked - 1];
        if (uuid.version() == asked) {
            assertThat(UuidFormat.parse(uuid.toString(), expected)).isEqualTo(uuid);
        } else {
            assertThatThrownBy(() -> UuidFormat.parse(uuid.toString(), expected))
                    .isInstanceOfSatisfying(UuidVersionException.class,
                            e -> assertThat(e.version()).isEqualTo(uuid.version()))
                    .hasMessageContaining(uuid.toString());
        }
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

    private static String join(java.util.List<Character> chars) {
        StringBuilder text = new StringBuilder(chars.size());
        chars.forEach(text::append);
        return text.toString();
    }
}
