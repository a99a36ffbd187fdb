package io.shardflake.publicid;

import java.util.Arrays;

/**
 * {@link Ff1 FF1} for radix 2 on strings of 20 to 128 bits under one key and one tweak, with each half in a
 * {@code long}: the permutation behind every public id. It computes what {@link Ff1} computes, bit for bit (the tests
 * compare the two), in a tenth of a microsecond per round.
 *
 * <p><b>Why radix 2.</b> The values to permute are bit strings (the 63 value bits of an id, the 122 payload bits of
 * a UUID), which radix 2 takes as they are: {@code NUM} is the half itself and {@code mod radix^m} a mask, so no
 * division and no {@code BigInteger}. A larger power-of-two radix (8 for 21 numerals of 3 bits, 128 for 9 of 7)
 * covers the same 2^63 values but saves nothing: a round costs one AES block in every radix, its arithmetic is a
 * shift and a mask in all of them, and SP 800-38G fixes the rounds at ten. A radix that is not a power of two
 * cannot cover 2^63 values exactly.
 *
 * <p><b>What the key allows to precompute.</b> A round's PRF input is {@code P || Q}: {@code P} depends only on the
 * lengths, and {@code Q} is the tweak, padding, then the round number and the half {@code NUM(B)} in its last
 * block. Everything before that last block is the same in every round, so its CBC-MAC is computed once here; what
 * remains per round is one AES block of that state XOR the round's constants XOR the half. {@code S} never needs a
 * second block: a half is at most 64 bits, so {@code b <= 8} and {@code d <= 12 < 16}. The round function
 * {@code y mod 2^m} needs only the last 8 of {@code S}'s {@code d} bytes, since {@code 2^m} divides {@code 2^64}.
 *
 * <p>Immutable and thread-safe; allocates nothing per call: a call borrows one cipher from {@link AesBlocks}'s pool for
 * its ten rounds.
 */
final class BinaryFf1 {

    /** The shortest string: 2^20 is the first power of two of at least 1,000,000 (SP 800-38G Rev. 1). */
    static final int MIN_BITS = 20;
    /** The longest: two halves of at most 64 bits. */
    static final int MAX_BITS = 128;

    private static final int ROUNDS = 10;

    private final AesBlocks aes;
    private final int u;
    private final int v;
    private final long maskU;
    private final long maskV;
    /** Where the last 8 bytes of {@code S} start in the round's AES output: {@code d - 8}. */
    private final int yOffset;
    /** Per round, the PRF's last AES input but for the half: the MAC state so far XOR Q's last block with i in it. */
    private final long[] roundHigh = new long[ROUNDS];
    private final long[] roundLow = new long[ROUNDS];

    /**
     * @param aes the block cipher under the key
     * @param tweak the tweak {@code T}
     * @param bits the length of the strings, {@value #MIN_BITS} to {@value #MAX_BITS}
     * @throws IllegalArgumentException if {@code bits} is out of range
     */
    BinaryFf1(AesBlocks aes, byte[] tweak, int bits) {
        if (bits < MIN_BITS || bits > MAX_BITS) {
            throw new IllegalArgumentException(bits + " bits is outside " + MIN_BITS + ".." + MAX_BITS);
        }
        this.aes = aes;
        this.u = bits / 2;
        this.v = bits - u;
        this.maskU = mask(u);
        this.maskV = mask(v);
        int b = (v + 7) / 8;
        this.yOffset = Ff1.d(b) - 8;
        byte[] p = Ff1.pBlock(2, u, bits, tweak.length);
        byte[] q = Ff1.qTemplate(tweak, b);
        byte[] fixed = Arrays.copyOf(p, p.length + q.length - 16);
        System.arraycopy(q, 0, fixed, p.length, q.length - 16);
        byte[] state = new Ff1(aes).prf(fixed);
        long high = AesBlocks.longAt(state, 0) ^ AesBlocks.longAt(q, q.length - 16);
        long low = AesBlocks.longAt(state, 8) ^ AesBlocks.longAt(q, q.length - 8);
        // [i]^1 is the byte just before the b bytes of NUM(B), at index 15 - b of the last block.
        for (int i = 0; i < ROUNDS; i++) {
            roundHigh[i] = b == 8 ? high ^ i : high;
            roundLow[i] = b == 8 ? low : low ^ (long) i << 8 * b;
        }
    }

    /** The two halves of a string: {@code a}, the first {@code floor(n/2)} bits, and {@code b}, the rest. */
    static final class Halves {
        long a;
        long b;

        Halves(long a, long b) {
            this.a = a;
            this.b = b;
        }
    }

    /**
     * @param x a string of at most 64 bits, in the low bits of {@code x}
     * @return its encryption
     */
    long encrypt(long x) {
        Halves halves = new Halves(x >>> v & maskU, x & maskV);
        encrypt(halves);
        return halves.a << v | halves.b;
    }

    /**
     * @param y an encrypted string of at most 64 bits
     * @return the string that encrypts to it
     */
    long decrypt(long y) {
        Halves halves = new Halves(y >>> v & maskU, y & maskV);
        decrypt(halves);
        return halves.a << v | halves.b;
    }

    /** Algorithm 7 on the halves, in place. */
    void encrypt(Halves halves) {
        AesBlocks.Block cipher = aes.borrow();
        long a = halves.a;
        long b = halves.b;
        for (int i = 0; i < ROUNDS; i++) {
            long c = a + y(cipher, i, b) & ((i & 1) == 0 ? maskU : maskV);
            a = b;
            b = c;
        }
        aes.giveBack(cipher);
        halves.a = a;
        halves.b = b;
    }

    /** Algorithm 8 on the halves, in place. */
    void decrypt(Halves halves) {
        AesBlocks.Block cipher = aes.borrow();
        long a = halves.a;
        long b = halves.b;
        for (int i = ROUNDS - 1; i >= 0; i--) {
            long c = b - y(cipher, i, a) & ((i & 1) == 0 ? maskU : maskV);
            b = a;
            a = c;
        }
        aes.giveBack(cipher);
        halves.a = a;
        halves.b = b;
    }

    /** The low 64 bits of {@code y = NUM(S)} for round {@code i} and the half {@code half}. */
    private long y(AesBlocks.Block cipher, int i, long half) {
        return AesBlocks.longAt(cipher.encrypt(roundHigh[i], roundLow[i] ^ half), yOffset);
    }

    private static long mask(int bits) {
        return bits == 64 ? -1L : (1L << bits) - 1;
    }
}
