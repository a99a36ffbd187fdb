package io.shardflake.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.InvalidIdException;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.constraints.LongRange;

class Crockford32CodecProperties {

    private static final String ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

    private final Crockford32Codec codec = Crockford32Codec.INSTANCE;

    @Provide
    Arbitrary<Long> ids() {
        return IdArbitraries.ids();
    }

    @Provide
    Arbitrary<Long> negatives() {
        return IdArbitraries.negatives();
    }

    @Property(tries = 2000)
    void roundTrips(@ForAll("ids") long id) {
        String text = codec.encode(id);
        assertThat(text).hasSize(13).matches("[0-7][" + ALPHABET + "]{12}");
        assertThat(codec.decode(text)).isEqualTo(id);
    }

    @Property(tries = 2000)
    void stringOrderIsNumericOrder(@ForAll("ids") long a, @ForAll("ids") long other, @ForAll boolean near,
            @ForAll @LongRange(min = -1000, max = 1000) long delta) {
        // Random pairs are almost always far apart; neighbours test the low characters too.
        long b = near ? saturatedAdd(a, delta) : other;
        assertThat(Integer.signum(codec.encode(a).compareTo(codec.encode(b))))
                .isEqualTo(Long.signum(Long.compare(a, b)));
    }

    @Property(tries = 1000)
    void decodesAnySpellingWithLowerCaseAndAliases(@ForAll("ids") long id, @ForAll long seed) {
        Random random = new Random(seed);
        StringBuilder spelled = new StringBuilder();
        for (char c : codec.encode(id).toCharArray()) {
            spelled.append(respell(c, random));
        }
        assertThat(codec.decode(spelled)).isEqualTo(id);
    }

    @Property(tries = 200)
    void refusesNegativeIds(@ForAll("negatives") long id) {
        assertThatThrownBy(() -> codec.encode(id)).isExactlyInstanceOf(InvalidIdException.class);
    }

    @Provide
    Arbitrary<String> anyText() {
        return Arbitraries.strings().all().ofMaxLength(30);
    }

    @Provide
    Arbitrary<String> nearlyBase32() {
        // Mostly valid characters, so that decoding succeeds often enough to check the round trip too.
        Arbitrary<Character> chars = Arbitraries.frequencyOf(
                Tuple.of(20, Arbitraries.of(ALPHABET.toCharArray())),
                Tuple.of(6, Arbitraries.of("abcdefghjkmnpqrstvwxyzOoIiLl".toCharArray())),
                Tuple.of(1, Arbitraries.of('U', 'u', '-', ' ', '\u0131', '\uFF10', '\u0000')));
        Arbitrary<Integer> lengths = Arbitraries.frequencyOf(
                Tuple.of(8, Arbitraries.just(13)),
                Tuple.of(2, Arbitraries.integers().between(0, 30)));
        return lengths.flatMap(n -> chars.list().ofSize(n).map(Crockford32CodecProperties::join));
    }

    @Property(tries = 3000)
    void anyTextDecodesCanonicallyOrIsRejected(@ForAll("anyText") String text) {
        decodesCanonicallyOrIsRejected(text);
    }

    @Property(tries = 3000)
    void nearlyBase32TextDecodesCanonicallyOrIsRejected(@ForAll("nearlyBase32") String text) {
        decodesCanonicallyOrIsRejected(text);
    }

    /** Any exception but InvalidIdException escapes and fails the property. */
    private void decodesCanonicallyOrIsRejected(String text) {
        long id;
        try {
            id = codec.decode(text);
        } catch (InvalidIdException e) {
            assertThat(e.input()).isEqualTo(text);
            assertThat(e.getMessage()).matches("(?s)invalid id .*: (13 characters expected, got \\d+"
                    + "|character .+ at index \\d+ is not Crockford base32"
                    + "|exceeds 2\\^63-1 .*)");
            return;
        }
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

    private static String join(List<Character> chars) {
        StringBuilder out = new StringBuilder(chars.size());
        chars.forEach(out::append);
        return out.toString();
    }

    private static long saturatedAdd(long a, long delta) {
        if (delta > 0 && a > Long.MAX_VALUE - delta) {
            return Long.MAX_VALUE;
        }
        return Math.max(0, a + delta);
    }
}
