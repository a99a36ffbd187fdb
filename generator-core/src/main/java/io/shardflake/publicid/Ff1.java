package io.shardflake.publicid;

import java.math.BigInteger;
import java.util.Arrays;

/**
 * FF1 of NIST SP 800-38G Rev. 1 (Algorithms 7 and 8) over AES: a keyed, tweakable permutation of the strings of
 * {@code n} numerals in a radix from 2 to 2^16. Ten Feistel rounds; each round function is the CBC-MAC (Algorithm 6,
 * PRF) of a block {@code P} describing the format followed by blocks {@code Q} holding the tweak, the round number
 * and one half of the string.
 *
 * <p>Written from the standard, with {@link BigInteger} arithmetic, for any radix: the tests hold it to NIST's
 * sample vectors (radix 10 and 36, AES-128, -192 and -256). Public ids use {@link BinaryFf1}, the same function for
 * radix 2 with both halves in {@code long}s; the tests hold that one to this one.
 *
 * <p>Numeral strings are {@code int[]}, most significant numeral first, as SP 800-38G writes them.
 */
final class Ff1 {

    /** SP 800-38G Rev. 1: radix^minlen must be at least a million (8.2 attacks on smaller domains). */
    private static final BigInteger MIN_DOMAIN = BigInteger.valueOf(1_000_000);

    private static final int ROUNDS = 10;

    private final AesBlocks aes;

    /** @param aes the block cipher under the key */
    Ff1(AesBlocks aes) {
        this.aes = aes;
    }

    /**
     * Algorithm 7, FF1.Encrypt.
     *
     * @param radix 2 to 65536
     * @param tweak the tweak {@code T}, any length
     * @param x the numeral string, each numeral below {@code radix}, with radix^n at least 1,000,000
     * @return the encrypted string, as long as {@code x}
     * @throws IllegalArgumentException if the radix, the length or a numeral is out of range
     */
    int[] encrypt(int radix, byte[] tweak, int[] x) {
        return rounds(radix, tweak, x, true);
    }

    /**
     * Algorithm 8, FF1.Decrypt: the inverse of {@link #encrypt}.
     *
     * @param radix 2 to 65536
     * @param tweak the tweak the string was encrypted with
     * @param y the encrypted numeral string
     * @return the string that encrypts to {@code y}
     * @throws IllegalArgumentException if the radix, the length or a numeral is out of range
     */
    int[] decrypt(int radix, byte[] tweak, int[] y) {
        return rounds(radix, tweak, y, false);
    }

    /** Steps 1 to 7 of either algorithm: decryption runs the rounds backwards, subtracting where encryption adds. */
    private int[] rounds(int radix, byte[] tweak, int[] x, boolean encrypt) {
        check(radix, x);
        int n = x.length;
        int u = n / 2;
        int v = n - u;
        int[] a = Arrays.copyOfRange(x, 0, u);
        int[] b = Arrays.copyOfRange(x, u, n);
        Format format = new Format(radix, n, tweak);
        for (int round = 0; round < ROUNDS; round++) {
            int i = encrypt ? round : ROUNDS - 1 - round;
            int m = i % 2 == 0 ? u : v;
            BigInteger modulus = BigInteger.valueOf(radix).pow(m);
            if (encrypt) {
                BigInteger c = num(radix, a).add(format.y(i, num(radix, b))).mod(modulus);
                a = b;
                b = str(radix, m, c);
            } else {
                BigInteger c = num(radix, b).subtract(format.y(i, num(radix, a))).mod(modulus);
                b = a;
                a = str(radix, m, c);
            }
        }
        return concat(a, b);
    }

    /**
     * Step 5: {@code P = [1]^1 || [2]^1 || [1]^1 || [radix]^3 || [10]^1 || [u mod 256]^1 || [n]^4 || [t]^4}.
     *
     * @param radix the radix
     * @param u the length of the first half, {@code floor(n / 2)}
     * @param n the length of the string
     * @param t the length of the tweak in bytes
     * @return the 16 bytes of {@code P}
     */
    static byte[] pBlock(int radix, int u, int n, int t) {
        return new byte[] {1, 2, 1, (byte) (radix >>> 16), (byte) (radix >>> 8), (byte) radix, 10, (byte) u,
            (byte) (n >>> 24), (byte) (n >>> 16), (byte) (n >>> 8), (byte) n,
            (byte) (t >>> 24), (byte) (t >>> 16), (byte) (t >>> 8), (byte) t};
    }

    /**
     * Step 6.i without the round's own bytes: {@code Q = T || [0]^((-t-b-1) mod 16) || [i]^1 || [NUM(B)]^b} with
     * {@code i} and {@code NUM(B)} left 0, to be filled in per round.
     *
     * @param tweak {@code T}
     * @param b the byte length of a half, {@code ceil(ceil(v * log2(radix)) / 8)}
     * @return {@code Q}, a whole number of 16-byte blocks
     */
    static byte[] qTemplate(byte[] tweak, int b) {
        int pad = Math.floorMod(-tweak.length - b - 1, 16);
        byte[] q = new byte[tweak.length + pad + 1 + b];
        System.arraycopy(tweak, 0, q, 0, tweak.length);
        return q;
    }

    /** Step 4: {@code d = 4 * ceil(b / 4) + 4}, the bytes of {@code S} a round uses. */
    static int d(int b) {
        return 4 * ((b + 3) / 4) + 4;
    }

    /** Algorithm 6, PRF: the CBC-MAC of {@code x} (whole blocks) with a zero IV. */
    byte[] prf(byte[] x) {
        byte[] y = new byte[16];
        for (int block = 0; block < x.length; block += 16) {
            for (int j = 0; j < 16; j++) {
                y[j] ^= x[block + j];
            }
            y = aes.encrypt(y);
        }
        return y;
    }

    /** What stays fixed over the ten rounds: {@code P}, the tweak, the lengths {@code b} and {@code d}. */
    private final class Format {

        private final byte[] p;
        private final byte[] tweak;
        private final int b;
        private final int d;

        Format(int radix, int n, byte[] tweak) {
            int v = n - n / 2;
            // Step 3, exactly: ceil(v * log2(radix)) is the bit length of radix^v - 1.
            this.b = (BigInteger.valueOf(radix).pow(v).subtract(BigInteger.ONE).bitLength() + 7) / 8;
            this.d = d(b);
            this.p = pBlock(radix, n / 2, n, tweak.length);
            this.tweak = tweak;
        }

        /** Steps 6.i to 6.iv: {@code y = NUM(S)} for round {@code i} and the half {@code half}. */
        BigInteger y(int i, BigInteger half) {
            byte[] q = qTemplate(tweak, b);
            q[q.length - b - 1] = (byte) i;
            byte[] number = bytes(half, b);
            System.arraycopy(number, 0, q, q.length - b, b);
            byte[] r = prf(concat(p, q));
            byte[] s = new byte[(d + 15) / 16 * 16];
            System.arraycopy(r, 0, s, 0, 16);
            for (int j = 1; j < s.length / 16; j++) {
                byte[] counter = r.clone();
                counter[15] ^= (byte) j;
                counter[14] ^= (byte) (j >>> 8);
                System.arraycopy(aes.encrypt(counter), 0, s, 16 * j, 16);
            }
            return new BigInteger(1, Arrays.copyOf(s, d));
        }
    }

    private static void check(int radix, int[] x) {
        if (radix < 2 || radix > 1 << 16) {
            throw new IllegalArgumentException("radix " + radix + " is outside 2..65536");
        }
        if (x.length < 2 || BigInteger.valueOf(radix).pow(x.length).compareTo(MIN_DOMAIN) < 0) {
            throw new IllegalArgumentException(x.length + " numerals of radix " + radix
                    + " are too few: FF1 needs at least 2 and radix^n >= 1,000,000");
        }
        for (int numeral : x) {
            if (numeral < 0 || numeral >= radix) {
                throw new IllegalArgumentException("numeral " + numeral + " is outside 0.." + (radix - 1));
            }
        }
    }

    /** {@code NUM_radix(X)}: the number the numerals spell, most significant first. */
    private static BigInteger num(int radix, int[] x) {
        BigInteger value = BigInteger.ZERO;
        BigInteger base = BigInteger.valueOf(radix);
        for (int numeral : x) {
            value = value.multiply(base).add(BigInteger.valueOf(numeral));
        }
        return value;
    }

    /** {@code STR^m_radix(x)}: {@code m} numerals spelling {@code x < radix^m}. */
    private static int[] str(int radix, int m, BigInteger x) {
        int[] numerals = new int[m];
        BigInteger base = BigInteger.valueOf(radix);
        for (int i = m - 1; i >= 0; i--) {
            BigInteger[] divided = x.divideAndRemainder(base);
            numerals[i] = divided[1].intValueExact();
            x = divided[0];
        }
        return numerals;
    }

    /** {@code [x]^length}: the non-negative {@code x} as {@code length} big-endian bytes. */
    private static byte[] bytes(BigInteger x, int length) {
        byte[] minimal = x.toByteArray();
        byte[] padded = new byte[length];
        int copy = Math.min(minimal.length, length);
        System.arraycopy(minimal, minimal.length - copy, padded, length - copy, copy);
        return padded;
    }

    private static byte[] concat(byte[] first, byte[] second) {
        byte[] both = Arrays.copyOf(first, first.length + second.length);
        System.arraycopy(second, 0, both, first.length, second.length);
        return both;
    }

    private static int[] concat(int[] first, int[] second) {
        int[] both = Arrays.copyOf(first, first.length + second.length);
        System.arraycopy(second, 0, both, first.length, second.length);
        return both;
    }
}
