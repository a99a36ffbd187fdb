package io.shardflake.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.error.InvalidConfigurationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullSource;
import org.junit.jupiter.params.provider.ValueSource;

class IdCodecTest {

    @Test
    void findsBothCodecsByName() {
        assertThat(IdCodec.named("decimal")).isSameAs(DecimalCodec.INSTANCE);
        assertThat(IdCodec.named("base32")).isSameAs(Crockford32Codec.INSTANCE);
    }

    @ParameterizedTest
    @NullSource
    @ValueSource(strings = {"", "hex", "Decimal", "BASE32", " base32", "crockford", "base64"})
    void rejectsAnyOtherNameListingTheAllowedOnes(String name) {
        assertThatThrownBy(() -> IdCodec.named(name))
                .isExactlyInstanceOf(InvalidConfigurationException.class)
                .hasMessage("codec = " + name + " is not allowed: one of \"decimal\", \"base32\"")
                .satisfies(e -> {
                    InvalidConfigurationException error = (InvalidConfigurationException) e;
                    assertThat(error.parameter()).isEqualTo("codec");
                    assertThat(error.value()).isEqualTo(String.valueOf(name));
                });
    }
}
