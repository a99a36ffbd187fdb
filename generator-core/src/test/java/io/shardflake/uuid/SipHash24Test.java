package io.shardflake.uuid;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The 8-byte SipHash-2-4 against the reference implementation's vectors (key {@code 00 01 .. 0f}, message
 * {@code 00 01 .. len-1}), and against a plain reading of the algorithm for any message length, which the vectors
 * check in turn.
 */
class SipHash24Test {

    private static final long K0 = 0x0706050403020100L;
    private static final long K1 = 0x0f0e0d0c0b0a0908L;

    /** vectors_sip64 of the reference implementation, for message lengths 0, 7, 8, 15 and 16. */
    private static final long[][] VECTORS = {
        {0, 0x726fdb47dd0e0e31L},
        {7, 0xab0200f58b01d137L},
        {8, 0x93f5f5799a932462L},
        {15, 0xa129ca6149be45e5L},
        {16, 0x3f2acc7f57c29bdbL},
    };

    @Test
    void theEightByteCaseGivesTheReferenceVector() {
        assertThat(SipHash24.hash(K0, K1, 0x0706050403020100L)).isEqualTo(0x93f5f5799a932462L);
    }

    @Test
    void thePlainReadingGivesTheReferenceVectors() {
        for (long[] vector : VECTORS) {
            byte[] message = new byte[(int) vector[0]];
            for (int i = 0; i < message.length; i++) {
                message[i] = (byte) i;
            }
            assertThat(reference(K0, K1, message)).as("length %d", message.length).isEqualTo(vector[1]);
        }
    }

    @Test
    void theEightByteCaseAgreesWithThePlainReadingForAnyKeyAndMessage() {
        SplittableRandom random = new SplittableRandom(14);
        for (int i = 0; i < 10_000; i++) {
            long k0 = random.nextLong();
            long k1 = random.nextLong();
            long message = random.nextLong();
            assertThat(SipHash24.hash(k0, k1, message)).isEqualTo(reference(k0, k1, littleEndian(message)));
        }
    }

    private static byte[] littleEndian(long value) {
        byte[] bytes = new byte[8];
        for (int i = 0; i < 8; i++) {
            bytes[i] = (byte) (value >>> (8 * i));
        }
        return bytes;
    }

    /** SipHash-2-4 as the paper describes it, for a message of any length. */
    private static long reference(long k0, long k1, byte[] message) {
        long[] v = {k0 ^ 0x736f6d6570736575L, k1 ^ 0x646f72616e646f6dL, k0 ^ 0x6c7967656e657261L,
            k1 ^ 0x7465646279746573L};
        int whole = message.length / 8 * 8;
        for (int offset = 0; offset < whole; offset += 8) {
            compress(v, word(message, offset, 8));
        }
        long last = (long) (message.length & 0xFF) << 56 | word(message, whole, message.length - whole);
        compress(v, last);
        v[2] ^= 0xff;
        for (int i = 0; i < 4; i++) {
            round(v);
        }
        return v[0] ^ v[1] ^ v[2] ^ v[3];
    }

    private static void compress(long[] v, long m) {
        v[3] ^= m;
        round(v);
        round(v);
        v[0] ^= m;
    }

    private static long word(byte[] bytes, int offset, int length) {
        long value = 0;
        for (int i = length - 1; i >= 0; i--) {
            value = value << 8 | (bytes[offset + i] & 0xFF);
        }
        return value;
    }

    private static void round(long[] v) {
        v[0] += v[1];
        v[1] = Long.rotateLeft(v[1], 13);
        v[1] ^= v[0];
        v[0] = Long.rotateLeft(v[0], 32);
        v[2] += v[3];
        v[3] = Long.rotateLeft(v[3], 16);
        v[3] ^= v[2];
        v[0] += v[3];
        v[3] = Long.rotateLeft(v[3], 21);
        v[3] ^= v[0];
        v[2] += v[1];
        v[1] = Long.rotateLeft(v[1], 17);
        v[1] ^= v[2];
        v[2] = Long.rotateLeft(v[2], 32);
    }
}
