package io.shardflake.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.error.InvalidIdException;
import io.shardflake.testing.Gen;
import io.shardflake.testing.Gens;
import io.shardflake.testing.Property;
import org.junit.jupiter.api.Test;

/**
 * The properties every {@link IdCodec} must have: any text either decodes to the id whose canonical text it is, or
 * is rejected with an {@link InvalidIdException} carrying it. Each codec's properties extend it with their own
 * oracle for what a rejection says and what canonical text is.
 */
abstract class IdCodecPropertiesContract {

    /** The codec under test, for the codec's own properties too. */
    final IdCodec codec;

    IdCodecPropertiesContract(IdCodec codec) {
        this.codec = codec;
    }

    /**
     * @param id an id
     * @param text what the codec encoded it as, to compare with the codec's own rules
     */
    abstract void checkEncoded(long id, String text);

    /** @return text that is mostly valid for this codec, so that decoding succeeds often enough to check the result */
    abstract Gen<String> nearlyValidText();

    /**
     * @param text text the codec rejected
     * @param rejection what it threw
     */
    abstract void checkRejection(String text, InvalidIdException rejection);

    /**
     * @param text text the codec accepted
     * @param id what it decoded to
     */
    abstract void checkAccepted(String text, long id);

    @Test
    void roundTrips() {
        Property.forAll(IdGens.ids()).tries(2000).check(id -> {
            String text = codec.encode(id);
            checkEncoded(id, text);
            assertThat(codec.decode(text)).isEqualTo(id);
        });
    }

    @Test
    void refusesNegativeIds() {
        Property.forAll(IdGens.negatives()).tries(200).check(id ->
                assertThatThrownBy(() -> codec.encode(id)).isExactlyInstanceOf(InvalidIdException.class));
    }

    @Test
    void anyTextDecodesCanonicallyOrIsRejected() {
        Property.forAll(Gens.strings(30)).tries(3000).check(this::decodesCanonicallyOrIsRejected);
    }

    @Test
    void nearlyValidTextDecodesCanonicallyOrIsRejected() {
        Property.forAll(nearlyValidText()).tries(3000).check(this::decodesCanonicallyOrIsRejected);
    }

    /** Any exception but InvalidIdException escapes and fails the property. */
    private void decodesCanonicallyOrIsRejected(String text) {
        long id;
        try {
            id = codec.decode(text);
        } catch (InvalidIdException e) {
            assertThat(e.input()).isEqualTo(text);
            checkRejection(text, e);
            return;
        }
        checkAccepted(text, id);
    }
}
