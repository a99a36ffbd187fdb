package io.shardflake.locality;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.testing.Gen;
import io.shardflake.testing.Gens;
import io.shardflake.testing.Property;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The parser fuzzed: any text either parses to a value that prints back as the text, or is refused as invalid. */
class LocalityUuidProperties {

    static Gen<LocalityUuid> ids() {
        Gen<Long> firstGroups = Gens.longs(0, LocalityUuid.MAX_FIRST_GROUP);
        Gen<Integer> processIds = Gens.ints(0, LocalityUuid.MAX_PROCESS_ID);
        Gen<Integer> macFragments = Gens.ints(0, LocalityUuid.MAX_MAC_FRAGMENT);
        Gen<Long> epochMillis = Gens.longs(0, LocalityUuid.MAX_EPOCH_MILLIS);
        return s -> new LocalityUuid(firstGroups.next(s), processIds.next(s), macFragments.next(s),
                epochMillis.next(s));
    }

    /** Strings near the format, so that the fuzzing reaches the hyphen, hex and version checks. */
    static Gen<String> nearlyValid() {
        Gen<LocalityUuid> ids = ids();
        Gen<Integer> positions = Gens.ints(0, LocalityUuid.LENGTH - 1);
        Gen<Character> anyChar = Gens.oneOf(Gens.charsFrom("0123456789abcdefABCDEFgG-b_ {}"), Gens.chars());
        Gen<Integer> edits = Gens.ints(0, 3);
        return s -> {
            StringBuilder text = new StringBuilder(ids.next(s).toString());
            int at = positions.next(s);
            char c = anyChar.next(s);
            switch (edits.next(s)) {
                case 0 -> text.setCharAt(at, c);
                case 1 -> text.insert(at, c);
                case 2 -> text.deleteCharAt(at);
                default -> text.setLength(at);
            }
            return text.toString();
        };
    }

    @Test
    void printedIdsRoundTrip() {
        Property.forAll(ids()).tries(2000).check(id -> {
            String text = id.toString();

            assertThat(text).matches("[0-9a-f]{8}-[0-9a-f]{4}-b[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}");
            assertThat(LocalityUuid.parse(text)).isEqualTo(id);
            assertThat(LocalityUuid.parse(text.toUpperCase(Locale.ROOT))).isEqualTo(id);
            assertThat(LocalityUuid.of(id.toUuid())).isEqualTo(id);
            assertThat(id.toUuid()).hasToString(text);
        });
    }

    @Test
    void anyTextParsesCompletelyOrIsRefused() {
        Property.forAll(Gens.strings(60)).tries(3000).check(LocalityUuidProperties::assertParsesCompletelyOrIsRefused);
    }

    @Test
    void nearlyValidTextParsesCompletelyOrIsRefused() {
        Property.forAll(nearlyValid()).tries(3000).check(LocalityUuidProperties::assertParsesCompletelyOrIsRefused);
    }

    @Test
    void counterModesWriteAndReadBackEveryCounter() {
        Property.forAll(Gens.ints(Integer.MIN_VALUE, Integer.MAX_VALUE)).tries(1000).check(bits -> {
            long counter = Integer.toUnsignedLong(bits);
            for (CounterMode mode : CounterMode.values()) {
                assertThat(mode.counterOf(mode.firstGroup(counter))).isEqualTo(counter);
            }
            assertThat(NibbleOrder.reverse(NibbleOrder.reverse(bits))).isEqualTo(bits);
            assertThat(Long.toHexString(CounterMode.VARIABLE.firstGroup(counter) | 1L << 32).substring(1)).isEqualTo(
                    new StringBuilder(Long.toHexString(counter | 1L << 32).substring(1)).reverse().toString());
        });
    }

    private static void assertParsesCompletelyOrIsRefused(String text) {
        LocalityUuid id;
        try {
            id = LocalityUuid.parse(text);
        } catch (InvalidLocalityUuidException refused) {
            assertThat(refused.input()).isEqualTo(text);
            assertThat(refused.getMessage()).startsWith("invalid id ");
            return;
        }
        assertThat(id.toString()).isEqualTo(text.toLowerCase(Locale.ROOT));
    }
}
