package io.shardflake.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.error.InvalidIdException;
import io.shardflake.testing.Gen;
import io.shardflake.testing.Gens;
import io.shardflake.testing.Property;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;

class DecimalCodecProperties {

    private static final BigInteger MAX = BigInteger.valueOf(Long.MAX_VALUE);

    private final DecimalCodec codec = DecimalCodec.INSTANCE;

    @Test
    void roundTrips() {
        Property.forAll(IdGens.ids()).tries(2000).check(id -> {
            String text = codec.encode(id);
            assertThat(text).isEqualTo(Long.toString(id));
            assertThat(codec.decode(text)).isEqualTo(id);
        });
    }

    @Test
    void refusesNegativeIds() {
        Property.forAll(IdGens.negatives()).tries(200).check(id ->
                assertThatThrownBy(() -> codec.encode(id)).isExactlyInstanceOf(InvalidIdException.class));
    }

    /** Mostly digits and lengths around 19, so both successes and overflows are common. */
    static Gen<String> nearlyDecimal() {
        Gen<Character> chars = Gens.frequency(
                Gens.weight(30, Gens.charsFrom("0123456789")),
                Gens.weight(1, Gens.charsFrom("-+ _e\u0661\uFF11")));
        return Gens.strings(chars, 0, 22);
    }

    @Test
    void anyTextDecodesCanonicallyOrIsRejected() {
        Property.forAll(Gens.strings(30)).tries(3000).check(this::decodesCanonicallyOrIsRejected);
    }

    @Test
    void nearlyDecimalTextDecodesCanonicallyOrIsRejected() {
        Property.forAll(nearlyDecimal()).tries(3000).check(this::decodesCanonicallyOrIsRejected);
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
