package io.shardflake.codec;

import io.shardflake.testing.Gen;
import io.shardflake.testing.Gens;

/** Ids for the codec properties: uniform random longs alone would almost never hit the edges. */
final class IdGens {

    private IdGens() {
    }

    /** Non-negative longs, weighted towards 0, 1, 2^63-1, powers of two and their neighbours. */
    static Gen<Long> ids() {
        Gen<Integer> bit = Gens.ints(0, 62);
        return Gens.frequency(
                Gens.weight(6, Gens.longs(0, Long.MAX_VALUE)),
                Gens.weight(2, bit.map(b -> 1L << b)),
                Gens.weight(1, bit.map(b -> (1L << b) - 1)),
                Gens.weight(1, bit.map(b -> (1L << b) + 1)),
                Gens.weight(1, Gens.of(0L, 1L, Long.MAX_VALUE, Long.MAX_VALUE - 1)));
    }

    /**
     * Ids whose text {@link IdText} cannot read without a form, and their neighbours: ids of 13 decimal digits, and
     * ids whose 13 base32 characters are all digits (about one id in a million, so uniform longs never hit them).
     */
    static Gen<Long> thirteenDigitIds() {
        Gen<String> digits = Gens.strings(Gens.charsFrom("0123456789"), 12, 12);
        Gen<Character> firstBase32 = Gens.charsFrom("01234567");
        Gen<Long> allDigitBase32 = s -> Crockford32Codec.INSTANCE.decode(firstBase32.next(s) + digits.next(s));
        return Gens.frequency(
                Gens.weight(2, Gens.longs(1_000_000_000_000L, 9_999_999_999_999L)),
                Gens.weight(2, allDigitBase32),
                Gens.weight(1, allDigitBase32.map(id -> id + 1)));
    }

    /** Negative longs, which no codec may encode (edge cases -1, Long.MIN_VALUE and their neighbours). */
    static Gen<Long> negatives() {
        return Gens.longs(Long.MIN_VALUE, -1);
    }
}
