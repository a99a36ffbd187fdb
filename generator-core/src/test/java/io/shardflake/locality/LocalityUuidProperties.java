package io.shardflake.locality;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/** The parser fuzzed: any text either parses to a value that prints back as the text, or is refused as invalid. */
class LocalityUuidProperties {

    @Provide
    Arbitrary<LocalityUuid> ids() {
        return Combinators.combine(
                Arbitraries.longs().between(0, LocalityUuid.MAX_FIRST_GROUP),
                Arbitraries.integers().between(0, LocalityUuid.MAX_PROCESS_ID),
                Arbitraries.integers().between(0, LocalityUuid.MAX_MAC_FRAGMENT),
                Arbitraries.longs().between(0, LocalityUuid.MAX_EPOCH_MILLIS))
                .as(LocalityUuid::new);
    }

    /** Strings near the format, so that the fuzzing reaches the hyphen, hex and version checks. */
    @Provide
    Arbitrary<String> nearlyValid() {
        Arbitrary<Character> anyChar = Arbitraries.oneOf(
                Arbitraries.chars().with("0123456789abcdefABCDEFgG-b_ {}"),
                Arbitraries.chars().all());
        return Combinators.combine(ids(), Arbitraries.integers().between(0, LocalityUuid.LENGTH - 1), anyChar,
                Arbitraries.integers().between(0, 3)).as((id, at, c, edit) -> {
                    StringBuilder text = new StringBuilder(id.toString());
                    switch (edit) {
                        case 0 -> text.setCharAt(at, (char) c);
                        case 1 -> text.insert((int) at, (char) c);
                        case 2 -> text.deleteCharAt(at);
                        default -> text.setLength(at);
                    }
                    return text.toString();
                });
    }

    @Property(tries = 2000)
    void printedIdsRoundTrip(@ForAll("ids") LocalityUuid id) {
        String text = id.toString();

        assertThat(text).matches("[0-9a-f]{8}-[0-9a-f]{4}-b[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}");
        assertThat(LocalityUuid.parse(text)).isEqualTo(id);
        assertThat(LocalityUuid.parse(text.toUpperCase(Locale.ROOT))).isEqualTo(id);
        assertThat(LocalityUuid.of(id.toUuid())).isEqualTo(id);
        assertThat(id.toUuid()).hasToString(text);
    }

    @Property(tries = 3000)
    void anyTextParsesCompletelyOrIsRefused(@ForAll String text) {
        assertParsesCompletelyOrIsRefused(text);
    }

    @Property(tries = 3000)
    void nearlyValidTextParsesCompletelyOrIsRefused(@ForAll("nearlyValid") String text) {
        assertParsesCompletelyOrIsRefused(text);
    }

    @Property(tries = 1000)
    void counterModesWriteAndReadBackEveryCounter(@ForAll @IntRange(min = Integer.MIN_VALUE) int bits) {
        long counter = Integer.toUnsignedLong(bits);
        for (CounterMode mode : CounterMode.values()) {
            assertThat(mode.counterOf(mode.firstGroup(counter))).isEqualTo(counter);
        }
        assertThat(NibbleOrder.reverse(NibbleOrder.reverse(bits))).isEqualTo(bits);
        assertThat(Long.toHexString(CounterMode.VARIABLE.firstGroup(counter) | 1L << 32).substring(1))
                .isEqualTo(new StringBuilder(Long.toHexString(counter | 1L << 32).substring(1)).reverse().toString());
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
