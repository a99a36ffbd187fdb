package io.shardflake.uniqid;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.testing.Gen;
import io.shardflake.testing.Gens;
import io.shardflake.testing.Property;
import org.junit.jupiter.api.Test;

/** The parser fuzzed, and the text of valid ids round-tripped and ordered. */
class UniqidProperties {

    static Gen<Uniqid> ids() {
        Gen<Long> micros = Gens.longs(0, Uniqid.MAX_EPOCH_MICROS);
        Gen<String> prefixes = Gens.oneOf(Gens.constant(""), Gens.strings(Gens.charsFrom("0123456789abcdef"), 4, 4));
        Gen<Integer> shards = Gens.ints(1, UniqidFormat.MAX_SHARDS);
        return s -> new Uniqid(micros.next(s), prefixes.next(s), shards.next(s));
    }

    /** Valid ids with one character changed, inserted, removed, or the tail cut: reaches every check. */
    static Gen<String> nearlyValid() {
        Gen<Uniqid> ids = ids();
        Gen<Integer> positions = Gens.ints(0, 17);
        Gen<Character> anyChar = Gens.oneOf(Gens.charsFrom("0123456789abcdefABCDEFgz -"), Gens.chars());
        Gen<Integer> edits = Gens.ints(0, 3);
        return s -> {
            StringBuilder text = new StringBuilder(ids.next(s).toString());
            int index = positions.next(s) % text.length();
            char c = anyChar.next(s);
            switch (edits.next(s)) {
                case 0 -> text.setCharAt(index, c);
                case 1 -> text.insert(index, c);
                case 2 -> text.deleteCharAt(index);
                default -> text.setLength(index);
            }
            return text.toString();
        };
    }

    @Test
    void printedIdsRoundTrip() {
        Property.forAll(ids()).tries(2000).check(id -> {
            String text = id.toString();

            assertThat(text).hasSize(id.hasPrefix() ? 18 : 14).matches("[0-9][0-9a-f]+");
            assertThat(text).endsWith(id.uniqid());
            assertThat(text.charAt(0) - '0').isEqualTo(Integer.parseInt(text.substring(text.length() - 5), 16)
                    % id.shardCount());
            assertThat(id.format().parse(text)).isEqualTo(id);
            assertThat(id.instant().getNano() % 1000).isZero();
        });
    }

    /** A text and the format to parse it with: 1 to 10 shards, with or without prefix. */
    record Input(String text, int shards, boolean prefixed) {
    }

    private static Gen<Input> inputs(Gen<String> texts) {
        Gen<Integer> shards = Gens.ints(1, 10);
        Gen<Boolean> prefixed = Gens.booleans();
        return s -> new Input(texts.next(s), shards.next(s), prefixed.next(s));
    }

    @Test
    void anyTextParsesCompletelyOrIsRefused() {
        Property.forAll(inputs(Gens.strings(30))).tries(3000).check(input ->
                assertParsesCompletelyOrIsRefused(new UniqidFormat(input.shards(), input.prefixed()), input.text()));
    }

    @Test
    void nearlyValidTextParsesCompletelyOrIsRefused() {
        Property.forAll(inputs(nearlyValid())).tries(3000).check(input ->
                assertParsesCompletelyOrIsRefused(new UniqidFormat(input.shards(), input.prefixed()), input.text()));
    }

    record Pair(Uniqid a, Uniqid b) {
    }

    @Test
    void theUniqidPartSortsLikeTheTime() {
        Gen<Uniqid> ids = ids();
        Property.forAll(s -> new Pair(ids.next(s), ids.next(s))).tries(1000).check(pair -> {
            Uniqid a = pair.a();
            Uniqid b = pair.b();
            assertThat(Integer.signum(a.uniqid().compareTo(b.uniqid())))
                    .isEqualTo(Long.signum(Long.compare(a.epochSecond() * 1_000_000L + a.micros(),
                            b.epochSecond() * 1_000_000L + b.micros())));
            if (a.epochMicros() != b.epochMicros()) {
                assertThat(Integer.signum(a.compareTo(b))).isEqualTo(Long.signum(a.epochMicros() - b.epochMicros()));
            }
        });
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
