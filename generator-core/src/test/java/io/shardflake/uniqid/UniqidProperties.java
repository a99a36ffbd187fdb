package io.shardflake.uniqid;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/** The parser fuzzed, and the text of valid ids round-tripped and ordered. */
class UniqidProperties {

    @Provide
    Arbitrary<Uniqid> ids() {
        Arbitrary<String> prefixes = Arbitraries.oneOf(Arbitraries.just(""),
                Arbitraries.strings().withChars("0123456789abcdef").ofLength(4));
        return Combinators.combine(Arbitraries.longs().between(0, Uniqid.MAX_EPOCH_MICROS), prefixes,
                Arbitraries.integers().between(1, UniqidFormat.MAX_SHARDS)).as(Uniqid::new);
    }

    /** Valid ids with one character changed, inserted, removed, or the tail cut: reaches every check. */
    @Provide
    Arbitrary<String> nearlyValid() {
        Arbitrary<Character> anyChar = Arbitraries.oneOf(Arbitraries.chars().with("0123456789abcdefABCDEFgz -"),
                Arbitraries.chars().all());
        return Combinators.combine(ids(), Arbitraries.integers().between(0, 17), anyChar,
                Arbitraries.integers().between(0, 3)).as((id, at, c, edit) -> {
                    StringBuilder text = new StringBuilder(id.toString());
                    int index = at % text.length();
                    switch (edit) {
                        case 0 -> text.setCharAt(index, (char) c);
                        case 1 -> text.insert(index, (char) c);
                        case 2 -> text.deleteCharAt(index);
                        default -> text.setLength(index);
                    }
                    return text.toString();
                });
    }

    @Property(tries = 2000)
    void printedIdsRoundTrip(@ForAll("ids") Uniqid id) {
        String text = id.toString();

        assertThat(text).hasSize(id.hasPrefix() ? 18 : 14).matches("[0-9][0-9a-f]+");
        assertThat(text).endsWith(id.uniqid());
        assertThat(text.charAt(0) - '0').isEqualTo(Integer.parseInt(text.substring(text.length() - 5), 16)
                % id.shardCount());
        assertThat(id.format().parse(text)).isEqualTo(id);
        assertThat(id.instant().getNano() % 1000).isZero();
    }

    @Property(tries = 3000)
    void anyTextParsesCompletelyOrIsRefused(@ForAll String text, @ForAll @IntRange(min = 1, max = 10) int shards,
            @ForAll boolean prefixed) {
        assertParsesCompletelyOrIsRefused(new UniqidFormat(shards, prefixed), text);
    }

    @Property(tries = 3000)
    void nearlyValidTextParsesCompletelyOrIsRefused(@ForAll("nearlyValid") String text,
            @ForAll @IntRange(min = 1, max = 10) int shards, @ForAll boolean prefixed) {
        assertParsesCompletelyOrIsRefused(new UniqidFormat(shards, prefixed), text);
    }

    @Property(tries = 1000)
    void theUniqidPartSortsLikeTheTime(@ForAll("ids") Uniqid a, @ForAll("ids") Uniqid b) {
        assertThat(Integer.signum(a.uniqid().compareTo(b.uniqid())))
                .isEqualTo(Long.signum(Long.compare(a.epochSecond() * 1_000_000L + a.micros(),
                        b.epochSecond() * 1_000_000L + b.micros())));
        if (a.epochMicros() != b.epochMicros()) {
            assertThat(Integer.signum(a.compareTo(b))).isEqualTo(Long.signum(a.epochMicros() - b.epochMicros()));
        }
    }

    private static void assertParsesCompletelyOrIsRefused(UniqidFormat format, String text) {
        Uniqid id;
        try {
            id = format.parse(text);
        } catch (InvalidUniqidException refused) {
            assertThat(refused.input()).isEqualTo(text);
            assertThat(refused.getMessage()).startsWith("invalid id ");
            return;
        }
        assertThat(id.toString()).isEqualTo(text);
        assertThat(id.format()).isEqualTo(format);
    }
}
