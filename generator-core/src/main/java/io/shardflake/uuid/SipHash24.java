package io.shardflake.uuid;

/**
 * SipHash-2-4 (Aumasson and Bernstein, 2012) of one 8-byte message: a pseudorandom function keyed by 128 bits.
 * Without the key, its outputs for distinct messages cannot be told from random ones; {@link SecureRandomBits}
 * relies on that.
 *
 * <p>Only the 8-byte case is written out (the message block, then the block carrying the length), which is all a
 * UUID needs and small enough for the JIT to inline. The tests check it against the reference implementation's
 * published vectors.
 */
final class SipHash24 {

    /** The final block of an 8-byte message: its length in the top byte, no message bytes left over. */
    private static final long LENGTH_BLOCK = 8L << 56;

    private SipHash24() {
    }

    /**
     * @param k0 the key's first 8 bytes, read little-endian
     * @param k1 the key's last 8 bytes, read little-endian
     * @param message the 8 message bytes, read little-endian
     * @return the 64-bit SipHash-2-4 of the message under the key (the reference's 8 output bytes, read little-endian)
     */
    static long hash(long k0, long k1, long message) {
        long v0 = k0 ^ 0x736f6d6570736575L;
        long v1 = k1 ^ 0x646f72616e646f6dL;
        long v2 = k0 ^ 0x6c7967656e657261L;
        long v3 = k1 ^ 0x7465646279746573L;
        long block = message;
        // Two blocks of two rounds each (the message, then the length), then four finalization rounds.
        for (int round = 0; round < 8; round++) {
            if (round == 0 || round == 2) {
                v3 ^= block;
            }
            v0 += v1;
            v1 = Long.rotateLeft(v1, 13);
            v1 ^= v0;
            v0 = Long.rotateLeft(v0, 32);
            v2 += v3;
            v3 = Long.rotateLeft(v3, 16);
            v3 ^= v2;
            v0 += v3;
            v3 = Long.rotateLeft(v3, 21);
            v3 ^= v0;
            v2 += v1;
            v1 = Long.rotateLeft(v1, 17);
            v1 ^= v2;
            v2 = Long.rotateLeft(v2, 32);
            if (round == 1) {
                v0 ^= block;
                block = LENGTH_BLOCK;
            } else if (round == 3) {
                v0 ^= block;
                v2 ^= 0xff;
            }
        }
        return v0 ^ v1 ^ v2 ^ v3;
    }
}
