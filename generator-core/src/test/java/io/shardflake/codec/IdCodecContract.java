package io.shardflake.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.error.InvalidIdException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The examples every {@link IdCodec} must pass, whatever its alphabet. Each codec's test implements it and supplies
 * the codec and two static tables of its own: {@code vectors()} (id, text) and {@code badInputs()} (text, reason).
 */
interface IdCodecContract {

    /** @return the codec under test */
    IdCodec codec();

    @ParameterizedTest(name = "{0} <-> \"{1}\"")
    @MethodSource("vectors")
    default void knownVectors(long id, String text) {
        assertThat(codec().encode(id)).isEqualTo(text);
        assertThat(codec().decode(text)).isEqualTo(id);
    }

    @ParameterizedTest(name = "\"{0}\": {1}")
    @MethodSource("badInputs")
    default void rejectsBadTextSayingWhatIsWrong(String text, String reason) {
        assertThatThrownBy(() -> codec().decode(text))
                .isExactlyInstanceOf(InvalidIdException.class)
                .hasMessage("invalid id \"" + text + "\": " + reason)
                .extracting(e -> ((InvalidIdException) e).input()).isEqualTo(text);
    }

    @Test
    default void rejectsNull() {
        assertThatThrownBy(() -> codec().decode(null))
                .isExactlyInstanceOf(InvalidIdException.class)
                .hasMessage("invalid id null: text is null");
    }

    @ParameterizedTest
    @ValueSource(longs = {-1, -10, -32, Long.MIN_VALUE})
    default void refusesToEncodeNegativeIds(long id) {
        assertThatThrownBy(() -> codec().encode(id))
                .isExactlyInstanceOf(InvalidIdException.class)
                .hasMessage("invalid id " + id + ": ids are non-negative, 0..9223372036854775807");
    }

    @Test
    default void isKnownByItsConfigurationName() {
        assertThat(IdCodec.named(codec().toString())).isSameAs(codec());
    }
}
