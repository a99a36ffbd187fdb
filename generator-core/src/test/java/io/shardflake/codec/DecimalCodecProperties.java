package io.shardflake.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.InvalidIdException;
import java.math.BigInteger;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

class DecimalCodecProperties {

    private static final BigInteger MAX = BigInteger.valueOf(Long.MAX_VALUE);

    private final DecimalCodec codec = DecimalCodec.INSTANCE;

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
        assertThat(text).isEqualTo(Long.toString(id));
        assertThat(codec.decode(text)).isEqualTo(id);
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
    Arbitrary<String> nearlyDecimal() {
        // Mostly digits and lengths around 19, so both successes and overflows are common.
        Arbitrary<Character> chars = Arbitraries.frequencyOf(
                Tuple.of(30, Arbitraries.chars().range('0', '9')),
                Tuple.of(1, Arbitraries.of('-', '+', ' ', '_', 'e', '\u0661', '\uFF11')));
        return Arbitraries.integers().between(0, 22)
                .flatMap(n -> chars.list().ofSize(n).map(list -> {
                    StringBuilder out = new StringBuilder(n);
                    list.forEach(out::append);
                    return out.toString();
                }));
    }

    @Property(tries = 3000)
    void anyTextDecodesCanonicallyOrIsRejected(@ForAll("anyText") String text) {
        decodesCanonicallyOrIsRejected(text);
    }

    @Property(tries = 3000)
    void nearlyDecimalTextDecodesCanonicallyOrIsRejected(@ForAll("nearlyDecimal") String text) {
        decodesCanonicallyOrIsRejected(text);
    }

    /** Any exception but InvalidIdException escapes and fails the property. */
    private void decodesCanonicallyOrIsRejected(String text) {
        long id;
        try {
            id = codec.decode(text);
        } catch (InvalidIdException e) {
            assertThat(e.input()).isEqualTo(text);
            assertThat(isCanonicalInRange(text)).as("rejected a canonical id").isFalse();
            return;
        }
        // Decimal has no aliases or case: the only text that decodes is the canonical spelling.
        assertThat(codec.encode(id)).isEqualTo(text);
    }

    /** An independent oracle for "should decode": ASCII digits, no leading zero, fits in 63 bits. */
    private static boolean isCanonicalInRange(String text) {
        if (!text.matches("0|[1-9][0-9]*")) {
            return false;
        }
        return new BigInteger(text).compareTo(MAX) <= 0;
    }
}
