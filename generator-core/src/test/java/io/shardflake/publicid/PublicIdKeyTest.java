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
            42a97d32d10573b36c796a068131caa2,                                 128
            87EB3504FDBB64613383D323E153DEAC13E4E9B9A6EB7787,                 192
            bcbde4afa902b896c3a5dd6f92b6e926d4d3570800ffaedc1951F945E6C2ABEB, 256
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
            ''                                                                   | public-id key 1 = 0 hex digits (0 bits) is not allowed
            """)
    void refusesWhatIsNotAKeyWithoutShowingTheKey(String hex, String message) {
        assertThatThrownBy(() -> PublicIdKey.ofHex(1, hex))
                .isInstanceOf(InvalidConfigurationException.class)
                .hasMessageContaining(message)
                .hasMessageNotContaining("0102030405");
    }

    /**
     * Keys typed or made up: placeholders, sequences, repeated blocks, few distinct bytes, and the keys Shardflake's
     * own docs print (the docs check holds every key the docs print to this refusal).
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            # hex                                                            | pattern
            00000000000000000000000000000000                                 | 16 bytes in a row that step by the same amount
            ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff | 32 bytes in a row that step by the same amount
            00000000000000000000000000000001                                 | 15 bytes in a row that step by the same amount
            000102030405060708090a0b0c0d0e0f                                 | 16 bytes in a row that step by the same amount
            0123456789abcdef0123456789abcdef                                 | 8 bytes in a row that step by the same amount
            f0e1d2c3b4a5968778695a4b3c2d1e0f                                 | 16 bytes in a row that step by the same amount
            deadbeefcafebabedeadbeefcafebabe                                 | a block of 8 bytes repeated
            5a3c5a3c5a3c5a3c5a3c5a3c5a3c5a3c5a3c5a3c5a3c5a3c                 | a block of 2 bytes repeated
            a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3 | 16 bytes in a row that step by the same amount
            a7c35e11a7c35e11a7c35e11a7c35e1f                                 | only 5 distinct bytes in 16
            6f1c0e3a9b4d27c58e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f | 16 bytes in a row that step by the same amount
            c3a1f2e4d5b6978877a6b5c4d3e2f1a0918273645f4e3d2c1b0a99887766554f | 6 bytes in a row that step by the same amount
            9a41c2d3e4f5061728394a5b6c7d8e9f                                 | 14 bytes in a row that step by the same amount
            5f0c6d2e8a9b1c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5 | 16 bytes in a row that step by the same amount
            """)
    void refusesKeysThatFollowAPatternSayingHowToMakeOne(String hex, String pattern) {
        assertThatThrownBy(() -> PublicIdKey.ofHex(3, hex))
                .isInstanceOf(InvalidConfigurationException.class)
                .hasMessage("public-id key 3 = " + hex.length() * 4 + " bits that follow a pattern, " + pattern
                        + " is not allowed: random key material, such as openssl rand -hex 32 makes; a key typed or"
                        + " made up (a placeholder, a sequence, a repeated block, a key from an example) is no secret");
    }

    /** A thousand keys as openssl makes them, from a seeded generator: none follows a pattern. */
    @Test
    void takesRandomKeys() {
        java.util.Random random = new java.util.Random(30);
        for (int i = 0; i < 1000; i++) {
            byte[] material = new byte[16 + 8 * (i % 3)];
            random.nextBytes(material);
            assertThat(PublicIdKey.of(0, material).bits()).isEqualTo(material.length * 8);
        }
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
