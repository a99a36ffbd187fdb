package io.shardflake.publicid;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.uuid.UuidVersion;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.List;
import java.util.UUID;
import org.bouncycastle.crypto.fpe.FPEFF1Engine;
import org.bouncycastle.crypto.params.FPEParameters;
import org.bouncycastle.crypto.params.KeyParameter;
import org.junit.jupiter.api.Test;

/**
 * Radix 2, the only radix public ids use, held to an FF1 that is not the project's: Bouncy Castle's
 * {@code FPEFF1Engine} (a test dependency only), for 63-bit ids and the 122-bit payload of a UUID, with and without a
 * type in the tweak, under an AES-256 and an AES-128 key. The answers are pinned as well, so that they hold without
 * Bouncy Castle too. NIST's samples (radix 10 and 36) stay in {@code Ff1NistSamplesTest}.
 *
 * <p>What the public-id classes promise, spelled out here from their documentation rather than read from their code:
 * a 63-bit id is the 63 numerals of its bits, most significant first, tweaked by the type's ASCII bytes; a UUID is
 * its 122 payload bits (the 48 above the version, the 12 below it, the 62 below the variant), tweaked by its version
 * number's byte and then the type's ASCII bytes, and the public UUID carries the result in the same places.
 */
class RadixTwoKnownAnswersTest {

    /** Made with {@code openssl rand -hex 32} and {@code -hex 16} for this test; never use them for anything else. */
    private static final String KEY_256 = "38bab00a8a3f6ebbee64978940469f51c933043d4ccd7ed5f857b1f00e93ca25";
    private static final String KEY_128 = "42a97d32d10573b36c796a068131caa2";

    private static final List<Long> IDS = List.of(0L, 1L, Long.MAX_VALUE, 1541815603606036480L,
            1541815603606036481L, 119753314408677376L, 0x5555_5555_5555_5555L, 0x2AAA_AAAA_AAAA_AAAAL,
            4611686018427387904L, 987654321L, 7205759403792793599L, 3141592653589793238L);

    // Bouncy Castle 1.87's answers for 1541815603606036480 and the first of UUIDS, with the public UUID's version
    // and variant put back in.
    private static final long PINNED_ID_256 = 3870660180013247281L;
    private static final long PINNED_ID_256_ORD = 3040875251863016279L;
    private static final long PINNED_ID_128_ORD = 4461542694683779073L;
    private static final String PINNED_UUID_256 = "ff3701c7-da2d-4038-a32d-393c11614352";
    private static final String PINNED_UUID_256_DOC = "3ae46bb2-eead-428a-91ad-3b4b5b56e149";
    private static final String PINNED_UUID_128_DOC = "856fe8a9-a589-4d01-a34e-71e82138706c";

    private static final List<UUID> UUIDS = List.of(UUID.fromString("01890a5d-ac96-774b-bcce-b302099a8057"),
            UUID.fromString("01890a5d-ac97-7000-8000-000000000000"),
            UUID.fromString("ffffffff-ffff-7fff-bfff-ffffffffffff"),
            UUID.fromString("00000000-0000-7000-8000-000000000000"));

    @Test
    void idsMaskAsAnotherFf1EncryptsTheir63Bits() {
        for (String hex : List.of(KEY_256, KEY_128)) {
            PublicIdKey key = PublicIdKey.ofHex(0, hex);
            for (String type : List.of("", "ord")) {
                IdPermutation permutation = IdPermutation.of(key, type);
                for (long id : IDS) {
                    long expected = fromBits(ff1(hex, ascii(type), bits(id, 63)));
                    assertThat(permutation.mask(id)).as("id %d, type '%s', AES-%d", id, type, hex.length() * 4)
                            .isEqualTo(expected);
                    assertThat(permutation.unmask(expected)).isEqualTo(id);
                }
            }
        }
    }

    @Test
    void uuidsMaskAsAnotherFf1EncryptsTheir122PayloadBits() {
        for (String hex : List.of(KEY_256, KEY_128)) {
            PublicIdKey key = PublicIdKey.ofHex(0, hex);
            for (String type : List.of("", "doc")) {
                UuidMask mask = UuidMask.of(key, UuidVersion.V7, type);
                byte[] tweak = concat(new byte[] {7}, ascii(type));
                for (UUID uuid : UUIDS) {
                    byte[] expected = ff1(hex, tweak, payload(uuid));
                    UUID masked = mask.mask(uuid);
                    assertThat(masked.version()).isEqualTo(4);
                    assertThat(payload(masked)).as("%s, type '%s', AES-%d", uuid, type, hex.length() * 4)
                            .isEqualTo(expected);
                    assertThat(mask.unmask(masked)).isEqualTo(uuid);
                }
            }
        }
    }

    /** Bouncy Castle's answers, written out: they hold for the public-id classes without Bouncy Castle. */
    @Test
    void pinnedAnswers() {
        PublicIdKey key256 = PublicIdKey.ofHex(0, KEY_256);
        PublicIdKey key128 = PublicIdKey.ofHex(0, KEY_128);
        UUID uuid = UUIDS.get(0);

        assertThat(IdPermutation.of(key256).mask(1541815603606036480L)).isEqualTo(PINNED_ID_256);
        assertThat(IdPermutation.of(key256, "ord").mask(1541815603606036480L)).isEqualTo(PINNED_ID_256_ORD);
        assertThat(IdPermutation.of(key128, "ord").mask(1541815603606036480L)).isEqualTo(PINNED_ID_128_ORD);
        assertThat(UuidMask.of(key256, UuidVersion.V7).mask(uuid)).isEqualTo(UUID.fromString(PINNED_UUID_256));
        assertThat(UuidMask.of(key256, UuidVersion.V7, "doc").mask(uuid))
                .isEqualTo(UUID.fromString(PINNED_UUID_256_DOC));
        assertThat(UuidMask.of(key128, UuidVersion.V7, "doc").mask(uuid))
                .isEqualTo(UUID.fromString(PINNED_UUID_128_DOC));
    }

    /** Bouncy Castle's FF1-AES, radix 2: one numeral (0 or 1) per byte. */
    private static byte[] ff1(String hexKey, byte[] tweak, byte[] numerals) {
        FPEFF1Engine engine = new FPEFF1Engine();
        engine.init(true, new FPEParameters(new KeyParameter(HexFormat.of().parseHex(hexKey)), 2, tweak));
        byte[] out = new byte[numerals.length];
        engine.processBlock(numerals, 0, numerals.length, out, 0);
        return out;
    }

    /** The low {@code count} bits of {@code value} as numerals, most significant first. */
    private static byte[] bits(long value, int count) {
        byte[] numerals = new byte[count];
        for (int i = 0; i < count; i++) {
            numerals[i] = (byte) (value >>> (count - 1 - i) & 1);
        }
        return numerals;
    }

    private static long fromBits(byte[] numerals) {
        long value = 0;
        for (byte numeral : numerals) {
            value = value << 1 | numeral;
        }
        return value;
    }

    /** The 122 bits of a UUID that are not its version or variant, most significant first. */
    private static byte[] payload(UUID uuid) {
        long msb = uuid.getMostSignificantBits();
        long lsb = uuid.getLeastSignificantBits();
        return concat(bits(msb >>> 16, 48), concat(bits(msb, 12), bits(lsb, 62)));
    }

    private static byte[] ascii(String type) {
        return type.getBytes(StandardCharsets.US_ASCII);
    }

    private static byte[] concat(byte[] first, byte[] second) {
        byte[] both = new byte[first.length + second.length];
        System.arraycopy(first, 0, both, 0, first.length);
        System.arraycopy(second, 0, both, first.length, second.length);
        return both;
    }
}
