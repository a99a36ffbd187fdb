package io.shardflake.publicid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HexFormat;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * FF1 against the sample vectors NIST publishes for SP 800-38G ("FF1samples", Samples 1 to 9): AES-128, -192 and
 * -256, radix 10 without and with a tweak, radix 36 with a tweak. Numerals 0-9 then a-z, as NIST writes them.
 */
class Ff1NistSamplesTest {

    private static final String NUMERALS = "0123456789abcdefghijklmnopqrstuvwxyz";

    @ParameterizedTest(name = "Sample {0}")
    @CsvSource(delimiter = '|', nullValues = "none", textBlock = """
            # sample | key                                                              | radix | tweak                  | plaintext           | ciphertext
              1      | 2B7E151628AED2A6ABF7158809CF4F3C                                 | 10    | none                   | 0123456789          | 2433477484
              2      | 2B7E151628AED2A6ABF7158809CF4F3C                                 | 10    | 39383736353433323130   | 0123456789          | 6124200773
              3      | 2B7E151628AED2A6ABF7158809CF4F3C                                 | 36    | 3737373770717273373737 | 0123456789abcdefghi | a9tv40mll9kdu509eum
              4      | 2B7E151628AED2A6ABF7158809CF4F3CEF4359D8D580AA4F                 | 10    | none                   | 0123456789          | 2830668132
              5      | 2B7E151628AED2A6ABF7158809CF4F3CEF4359D8D580AA4F                 | 10    | 39383736353433323130   | 0123456789          | 2496655549
              6      | 2B7E151628AED2A6ABF7158809CF4F3CEF4359D8D580AA4F                 | 36    | 3737373770717273373737 | 0123456789abcdefghi | xbj3kv35jrawxv32ysr
              7      | 2B7E151628AED2A6ABF7158809CF4F3CEF4359D8D580AA4F7F036D6F04FC6A94 | 10    | none                   | 0123456789          | 6657667009
              8      | 2B7E151628AED2A6ABF7158809CF4F3CEF4359D8D580AA4F7F036D6F04FC6A94 | 10    | 39383736353433323130   | 0123456789          | 1001623463
              9      | 2B7E151628AED2A6ABF7158809CF4F3CEF4359D8D580AA4F7F036D6F04FC6A94 | 36    | 3737373770717273373737 | 0123456789abcdefghi | xs8a0azh2avyalyzuwd
            """)
    void encryptsAndDecryptsTheSample(int sample, String key, int radix, String tweak, String plaintext,
            String ciphertext) {
        Ff1 ff1 = ff1(key);
        byte[] t = tweak == null ? new byte[0] : HexFormat.of().parseHex(tweak);
        assertThat(text(ff1.encrypt(radix, t, numerals(plaintext)))).isEqualTo(ciphertext);
        assertThat(text(ff1.decrypt(radix, t, numerals(ciphertext)))).isEqualTo(plaintext);
    }

    @Test
    void refusesWhatTheStandardDoesNotDefine() {
        Ff1 ff1 = ff1("2B7E151628AED2A6ABF7158809CF4F3C");
        // Rev. 1 asks for radix^minlen >= 1,000,000: six decimal digits are the least.
        assertThatThrownBy(() -> ff1.encrypt(10, new byte[0], numerals("12345")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("radix^n >= 1,000,000");
        assertThat(ff1.encrypt(10, new byte[0], numerals("123456"))).hasSize(6);
        assertThatThrownBy(() -> ff1.encrypt(10, new byte[0], numerals("12345a")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("numeral 10");
        assertThatThrownBy(() -> ff1.encrypt(1, new byte[0], new int[30]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("radix 1");
        assertThatThrownBy(() -> ff1.encrypt(65537, new byte[0], new int[30]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("radix 65537");
    }

    static Ff1 ff1(String hexKey) {
        return new Ff1(new AesBlocks(new SecretKeySpec(HexFormat.of().parseHex(hexKey), "AES")));
    }

    private static int[] numerals(String text) {
        return text.chars().map(NUMERALS::indexOf).toArray();
    }

    private static String text(int[] numerals) {
        StringBuilder text = new StringBuilder();
        for (int numeral : numerals) {
            text.append(NUMERALS.charAt(numeral));
        }
        return text.toString();
    }
}
