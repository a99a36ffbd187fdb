package io.shardflake.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.error.InvalidIdException;
import io.shardflake.error.PrintableText;
import java.nio.CharBuffer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The examples every {@link IdCodec} must pass, whatever its alphabet. Each codec's test extends it, names the codec
 * and its configuration name, and supplies two static tables of its own: {@code vectors()} (id, text) and
 * {@code badInputs()} (text, reason).
 */
abstract class IdCodecContract {

    /** The codec under test, for the codec's own cases too. */
    final IdCodec codec;

    /** The name configuration spells the codec with, written out rather than read from the codec. */
    private final String expectedName;

    IdCodecContract(IdCodec codec, String expectedName) {
        this.codec = codec;
        this.expectedName = expectedName;
    }

    @ParameterizedTest(name = "{0} <-> \"{1}\"")
    @MethodSource("vectors")
    void knownVectors(long id, String text) {
        assertThat(codec.encode(id)).isEqualTo(text);
        assertThat(codec.decode(text)).isEqualTo(id);
    }

    /** Callers hand over builders and buffers, not only strings: decode must not depend on {@code String}. */
    @ParameterizedTest(name = "{0} <- \"{1}\"")
    @MethodSource("vectors")
    void decodesAnyCharSequenceNotOnlyStrings(long id, String text) {
        assertThat(codec.decode(new StringBuilder(text))).isEqualTo(id);
        assertThat(codec.decode(CharBuffer.wrap(text))).isEqualTo(id);
    }

    @ParameterizedTest(name = "\"{0}\": {1}")
    @MethodSource("badInputs")
    void rejectsBadTextSayingWhatIsWrong(String text, String reason) {
        assertThatThrownBy(() -> codec.decode(text))
                .isExactlyInstanceOf(InvalidIdException.class)
                .hasMessage("invalid id \"" + PrintableText.of(text) + "\": " + reason)
                .extracting(e -> ((InvalidIdException) e).input()).isEqualTo(text);
    }

    @Test
    void rejectsNull() {
        assertThatThrownBy(() -> codec.decode(null))
                .isExactlyInstanceOf(InvalidIdException.class)
                .hasMessage("invalid id null: text is null");
    }

    @ParameterizedTest
    @ValueSource(longs = {-1, -10, -32, Long.MIN_VALUE})
    void refusesToEncodeNegativeIds(long id) {
        assertThatThrownBy(() -> codec.encode(id))
                .isExactlyInstanceOf(InvalidIdException.class)
                .hasMessage("invalid id " + id + ": ids are non-negative, 0..9223372036854775807");
    }

    @Test
    void isKnownByItsConfigurationName() {
        assertThat(codec).hasToString(expectedName);
        assertThat(IdCodec.named(expectedName)).isSameAs(codec);
    }
}
