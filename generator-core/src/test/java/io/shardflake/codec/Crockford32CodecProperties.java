package io.shardflake.codec;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.error.InvalidIdException;
import io.shardflake.testing.Gen;
import io.shardflake.testing.Gens;
import io.shardflake.testing.Property;
import java.util.Random;
import org.junit.jupiter.api.Test;

class Crockford32CodecProperties extends IdCodecPropertiesContract {

    private static final String ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

    Crockford32CodecProperties() {
        super(Crockford32Codec.INSTANCE);
    }

    @Override
    void checkEncoded(long id, String text) {
        assertThat(text).hasSize(13).matches("[0-7][" + ALPHABET + "]{12}");
    }

    record Pair(long a, long other, boolean near, long delta) {
    }

    @Test
    void stringOrderIsNumericOrder() {
        Gen<Long> ids = IdGens.ids();
        Gen<Boolean> booleans = Gens.booleans();
        Gen<Long> deltas = Gens.longs(-1000, 1000);
        Gen<Pair> pairs = s -> new Pair(ids.next(s), ids.next(s), booleans.next(s), deltas.next(s));
        Property.forAll(pairs).tries(2000).check(p -> {
            // Random pairs are almost always far apart; neighbours test the low characters too.
            long a = p.a();
            long b = p.near() ? saturatedAdd(a, p.delta()) : p.other();
            assertThat(Integer.signum(codec.encode(a).compareTo(codec.encode(b))))
                    .isEqualTo(Long.signum(Long.compare(a, b)));
        });
    }

    record Spelling(long id, long seed) {
    }

    @Test
    void decodesAnySpellingWithLowerCaseAndAliases() {
        Property.forAll(Gens.both(IdGens.ids(), Gens.longs(), Spelling::new)).tries(1000).check(p -> {
            Random random = new Random(p.seed());
            StringBuilder spelled = new StringBuilder();
            for (char c : codec.encode(p.id()).toCharArray()) {
                spelled.append(respell(c, random));
            }
            assertThat(codec.decode(spelled)).isEqualTo(p.id());
        });
    }

    @Override
    Gen<String> nearlyValidText() {
        return nearlyBase32();
    }

    /** Mostly valid characters, so that decoding succeeds often enough to check the round trip too. */
    static Gen<String> nearlyBase32() {
        Gen<Character> chars = Gens.frequency(
                Gens.weight(20, Gens.charsFrom(ALPHABET)),
                Gens.weight(6, Gens.charsFrom("abcdefghjkmnpqrstvwxyzOoIiLl")),
                Gens.weight(1, Gens.charsFrom("Uu- \u0131\uFF10\u0000")));
        Gen<Integer> lengths = Gens.frequency(
                Gens.weight(8, Gens.constant(13)),
                Gens.weight(2, Gens.ints(0, 30)));
        return lengths.flatMap(n -> Gens.strings(chars, n, n));
    }

    @Override
    void checkRejection(String text, InvalidIdException rejection) {
        assertThat(rejection.getMessage()).matches("(?s)invalid id .*: (13 characters expected, got \\d+"
                + "|character .+ at index \\d+ is not Crockford base32"
                + "|exceeds 2\\^63-1 .*)");
    }

    @Override
    void checkAccepted(String text, long id) {
        assertThat(id).isNotNegative();
        assertThat(codec.encode(id)).isEqualTo(canonical(text));
    }

    /** Upper case with aliases replaced, ASCII only: what decode accepted is ASCII by construction. */
    private static String canonical(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            char upper = c >= 'a' && c <= 'z' ? (char) (c - 'a' + 'A') : c;
            out.append(upper == 'O' ? '0' : upper == 'I' || upper == 'L' ? '1' : upper);
        }
        return out.toString();
    }

    private static char respell(char c, Random random) {
        if (c == '0' && random.nextBoolean()) {
            return random.nextBoolean() ? 'O' : 'o';
        }
        if (c == '1' && random.nextBoolean()) {
            return "IiLl".charAt(random.nextInt(4));
        }
        return random.nextBoolean() ? Character.toLowerCase(c) : c;
    }

    private static long saturatedAdd(long a, long delta) {
        if (delta > 0 && a > Long.MAX_VALUE - delta) {
            return Long.MAX_VALUE;
        }
        return Math.max(0, a + delta);
    }
}
