package io.shardflake.publicid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.error.InvalidConfigurationException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class PublicIdKeyTest {

    @ParameterizedTest
    @CsvSource(textBlock = """
            000102030405060708090a0b0c0d0e0f,                                 128
            000102030405060708090A0B0C0D0E0F1011121314151617,                 192
            000102030405060708090a0b0c0d0e0f101112131415161718191A1B1C1D1E1F, 256
            """)
    void takesTheThreeAesSizesInHexOfEitherCase(String hex, int bits) {
        PublicIdKey key = PublicIdKey.ofHex(31, hex);
        assertThat(key.bits()).isEqualTo(bits);
        assertThat(key.id()).isEqualTo(31);
        assertThat(key).hasToString("PublicIdKey[id=31, AES-" + bits + "]");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            # hex                                                                | message
            000102030405060708090a0b0c0d0e                                       | public-id key 1 = 30 hex digits (120 bits) is not allowed: 32, 48 or 64 hex digits (AES-128, -192 or -256); keys shorter than 128 bits are refused
            000102030405060708090a0b0c0d0e0f10                                   | public-id key 1 = 34 hex digits (136 bits) is not allowed: 32, 48 or 64 hex digits (AES-128, -192 or -256)
            000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f2021 | public-id key 1 = 68 hex digits (272 bits) is not allowed: 32, 48 or 64 hex digits (AES-128, -192 or -256)
            0x0102030405060708090a0b0c0d0e0f                                     | public-id key 1 = 32 characters is not allowed: 32, 48 or 64 hex digits (AES-128, -192 or -256); the character at index 1 is not a hex digit
            '000102030405060708090a0b0c0d0e0 '                                   | the character at index 31 is not a hex digit
            000102030405060708090a0b0c0d0e0ｆ                                    | the character at index 31 is not a hex digit
            00000000000000000000000000000000                                     | public-id key 1 = 128 bits, every byte the same is not allowed: random key material; a key of one repeated byte is a placeholder, not a secret
            ''                                                                   | public-id key 1 = 0 hex digits (0 bits) is not allowed
            """)
    void refusesWhatIsNotAKeyWithoutShowingTheKey(String hex, String message) {
        assertThatThrownBy(() -> PublicIdKey.ofHex(1, hex))
                .isInstanceOf(InvalidConfigurationException.class)
                .hasMessageContaining(message)
                .hasMessageNotContaining("0102030405");
    }

    @Test
    void refusesKeyIdsBeyondOneBase32Digit() {
        assertThatThrownBy(() -> PublicIdKey.ofHex(32, TestKeys.HEX_1))
                .hasMessage("public-id key id = 32 is not allowed: 0..31 (one Crockford base32 digit in the public"
                        + " id)");
        assertThatThrownBy(() -> PublicIdKey.of(-1, new byte[16]))
                .hasMessageStartingWith("public-id key id = -1 is not allowed");
    }

    @Test
    void refusesKeysOfOtherByteLengths() {
        assertThatThrownBy(() -> PublicIdKey.of(0, new byte[15]))
                .hasMessage("public-id key 0 = 15 bytes (120 bits) is not allowed: 16, 24 or 32 bytes (AES-128, -192"
                        + " or -256); keys shorter than 128 bits are refused");
        assertThatThrownBy(() -> PublicIdKey.ofHex(0, TestKeys.HEX_1 + "00")).hasMessage("public-id key 0 = 66 hex"
                + " digits (264 bits) is not allowed: 32, 48 or 64 hex digits (AES-128, -192 or -256)");
        assertThatThrownBy(() -> PublicIdKey.of(0, null)).hasMessageStartingWith("public-id key 0 = no key");
        assertThatThrownBy(() -> PublicIdKey.ofHex(0, null)).hasMessageStartingWith("public-id key 0 = no key");
    }

    @Test
    void copiesTheBytesItIsGiven() {
        byte[] material = java.util.HexFormat.of().parseHex(TestKeys.HEX_2);
        PublicIdKey key = PublicIdKey.of(2, material);
        java.util.Arrays.fill(material, (byte) 0);
        assertThat(IdPermutation.of(key).mask(42)).isEqualTo(IdPermutation.of(TestKeys.KEY_2).mask(42));
    }
}
