package io.shardflake.codec;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.error.InvalidIdException;
import io.shardflake.testing.Gen;
import io.shardflake.testing.Gens;
import java.math.BigInteger;

class DecimalCodecProperties extends IdCodecPropertiesContract {

    private static final BigInteger MAX = BigInteger.valueOf(Long.MAX_VALUE);

    DecimalCodecProperties() {
        super(DecimalCodec.INSTANCE);
    }

    @Override
    void checkEncoded(long id, String text) {
        assertThat(text).isEqualTo(Long.toString(id));
    }

    /** Mostly digits and lengths around 19, so both successes and overflows are common. */
    @Override
    Gen<String> nearlyValidText() {
        Gen<Character> chars = Gens.frequency(
                Gens.weight(30, Gens.charsFrom("0123456789")),
                Gens.weight(1, Gens.charsFrom("-+ _e\u0661\uFF11")));
        return Gens.strings(chars, 0, 22);
    }

    @Override
    void checkRejection(String text, InvalidIdException rejection) {
        assertThat(isCanonicalInRange(text)).as("rejected a canonical id").isFalse();
    }

    @Override
    void checkAccepted(String text, long id) {
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
