package io.shardflake.publicid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.testing.Gen;
import io.shardflake.testing.Gens;
import io.shardflake.testing.Property;
import java.util.HexFormat;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/**
 * The fast radix-2 FF1 computes exactly what the plain one (held to NIST's samples) computes, for every length from
 * 20 to 128 bits, with tweaks that end inside the last PRF block, fill it, and spill into more blocks.
 */
class BinaryFf1Test {

    private static final String KEY = "2B7E151628AED2A6ABF7158809CF4F3CEF4359D8D580AA4F7F036D6F04FC6A94";

    record Case(int bits, byte[] tweak, long a, long b) {
        @Override
        public String toString() {
            return bits + " bits, tweak " + HexFormat.of().formatHex(tweak) + ", halves " + Long.toHexString(a)
                    + " " + Long.toHexString(b);
        }
    }

    @Test
    void agreesWithThePlainFf1ForEveryLengthAndTweak() {
        AesBlocks aes = new AesBlocks(new SecretKeySpec(HexFormat.of().parseHex(KEY), "AES"));
        Ff1 plain = new Ff1(aes);
        Gen<Integer> lengths = Gens.ints(BinaryFf1.MIN_BITS, BinaryFf1.MAX_BITS);
        Gen<Integer> tweakLengths = Gens.of(0, 1, 3, 7, 8, 11, 12, 15, 16, 17, 31, 40);
        Gen<Long> longs = Gens.longs();
        Gen<Case> cases = s -> {
            int bits = lengths.next(s);
            byte[] tweak = new byte[tweakLengths.next(s)];
            for (int i = 0; i < tweak.length; i++) {
                tweak[i] = longs.next(s).byteValue();
            }
            return new Case(bits, tweak, longs.next(s), longs.next(s));
        };
        Property.forAll(cases).tries(3000).check(c -> {
            BinaryFf1 fast = new BinaryFf1(aes, c.tweak(), c.bits());
            int u = c.bits() / 2;
            int v = c.bits() - u;
            BinaryFf1.Halves halves = new BinaryFf1.Halves(c.a() & mask(u), c.b() & mask(v));
            int[] x = bits(halves.a, u, halves.b, v);

            fast.encrypt(halves);
            int[] expected = plain.encrypt(2, c.tweak(), x);
            assertThat(bits(halves.a, u, halves.b, v)).isEqualTo(expected);

            fast.decrypt(halves);
            assertThat(bits(halves.a, u, halves.b, v)).isEqualTo(x);
        });
    }

    @Test
    void theLongFormIsTheHalvesSideBySide() {
        AesBlocks aes = new AesBlocks(new SecretKeySpec(HexFormat.of().parseHex(KEY), "AES"));
        BinaryFf1 ff1 = new BinaryFf1(aes, new byte[] {1, 2, 3}, 63);
        Property.forAll(Gens.longs(0, Long.MAX_VALUE)).tries(2000).check(x -> {
            BinaryFf1.Halves halves = new BinaryFf1.Halves(x >>> 32, x & 0xFFFF_FFFFL);
            ff1.encrypt(halves);
            long y = ff1.encrypt(x);
            assertThat(y).isEqualTo(halves.a << 32 | halves.b).isNotNegative();
            assertThat(ff1.decrypt(y)).isEqualTo(x);
        });
    }

    @Test
    void refusesLengthsOutsideItsRange() {
        AesBlocks aes = new AesBlocks(new SecretKeySpec(HexFormat.of().parseHex(KEY), "AES"));
        assertThatThrownBy(() -> new BinaryFf1(aes, new byte[0], 19)).hasMessageContaining("19 bits");
        assertThatThrownBy(() -> new BinaryFf1(aes, new byte[0], 129)).hasMessageContaining("129 bits");
    }

    /** The string {@code a || b} as radix-2 numerals. */
    private static int[] bits(long a, int u, long b, int v) {
        int[] numerals = new int[u + v];
        for (int i = 0; i < u; i++) {
            numerals[i] = (int) (a >>> (u - 1 - i)) & 1;
        }
        for (int i = 0; i < v; i++) {
            numerals[u + i] = (int) (b >>> (v - 1 - i)) & 1;
        }
        return numerals;
    }

    private static long mask(int bits) {
        return bits == 64 ? -1L : (1L << bits) - 1;
    }
}
