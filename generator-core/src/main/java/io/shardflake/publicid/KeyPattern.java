package io.shardflake.publicid;

import java.nio.charset.StandardCharsets;
import org.jspecify.annotations.Nullable;

/**
 * What gives away key material that was typed or made up rather than drawn from a secure random source: a run of
 * bytes that step by the same amount ({@code 000...}, {@code 0123...}, {@code ...a4b5c6d7e8}), a block repeated
 * ({@code 0123456789abcdef0123456789abcdef}), or few distinct bytes ({@code 000...001}). The keys printed in
 * Shardflake's docs are such keys, so that none of them can mask anything.
 *
 * <p>A random key of 16 bytes or more shows one of these by chance with a probability below 10<sup>-8</sup>: a run
 * of {@value #RUN} equal steps is about 256<sup>-4</sup> at each of its places, a repeated half is
 * 256<sup>-8</sup> or less, and fewer distinct bytes than half its length needs nine or more repeats among sixteen.
 */
final class KeyPattern {

    /** The shortest run of bytes stepping by the same amount that is refused. */
    static final int RUN = 6;

    private KeyPattern() {
    }

    /**
     * @param key key material
     * @return what pattern it follows, in words that show none of its bytes; null when it follows none
     */
    static @Nullable String of(byte[] key) {
        int longest = 1;
        int run = 1;
        for (int i = 1; i < key.length; i++) {
            run = i >= 2 && step(key, i) == step(key, i - 1) ? run + 1 : 2;
            longest = Math.max(longest, run);
        }
        if (longest >= RUN) {
            return longest + " bytes in a row that step by the same amount";
        }
        for (int period = 1; period <= key.length / 2; period++) {
            if (repeats(key, period)) {
                return "a block of " + period + " bytes repeated";
            }
        }
        long distinct = new String(key, StandardCharsets.ISO_8859_1).chars().distinct().count();
        if (distinct < key.length / 2) {
            return "only " + distinct + " distinct bytes in " + key.length;
        }
        return null;
    }

    private static int step(byte[] key, int i) {
        return (key[i] - key[i - 1]) & 0xFF;
    }

    private static boolean repeats(byte[] key, int period) {
        for (int i = period; i < key.length; i++) {
            if (key[i] != key[i - period]) {
                return false;
            }
        }
        return true;
    }
}
