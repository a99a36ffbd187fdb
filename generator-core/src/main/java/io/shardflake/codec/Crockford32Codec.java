package io.shardflake.codec;

import io.shardflake.error.InvalidIdException;
import java.util.Arrays;

/**
 * Ids as 13 characters of Crockford base32: {@code 0 -> "0000000000000"},
 * {@code 2^63-1 -> "7ZZZZZZZZZZZZ"}.
 *
 * <pre>
 *  char:   0     1     2    ...   12
 *  bits: 62-60 59-55 54-50  ...  4-0      (3 + 12 x 5 = 63 bits)
 * </pre>
 *
 * <p><b>Why 13 characters.</b> A character carries 5 bits and an id has 63 (the sign bit is always 0), so 13
 * characters are needed (12 hold only 60 bits). They hold 65 bits, so the first character only ever uses its low
 * 3 bits and is {@code 0-7}; a first character of {@code 8} or above would be a value over 2^63-1 and is
 * rejected, never wrapped.
 *
 * <p><b>Why it sorts like the number.</b> Every id is written with exactly 13 characters (zero-padded), most
 * significant first, and the alphabet {@code 0123456789ABCDEFGHJKMNPQRSTVWXYZ} is in ascending ASCII order. Two
 * strings of equal length compare at their first differing character, which is the first differing 5-bit digit
 * of the two numbers; so {@code encode(a).compareTo(encode(b))} has the sign of {@code Long.compare(a, b)}, and
 * time-ordered ids stay time-ordered as text (in a database column, a file name, a sorted log).
 *
 * <p><b>What decoding accepts.</b> Upper or lower case, and Crockford's aliases for misread characters: {@code O}
 * as {@code 0}, {@code I} and {@code L} as {@code 1}. It rejects everything else: {@code U} (excluded from the
 * alphabet), hyphens (Crockford allows them as cosmetic separators, but accepting them would give one id many
 * spellings and break the fixed width that makes the strings sort), whitespace, Crockford's check symbols, and any
 * length other than 13. {@link #encode(long)} always writes the canonical form: upper case, no aliases.
 */
public final class Crockford32Codec implements IdCodec {

    /** The name {@link IdCodec#named(String)} knows this codec by. */
    public static final String NAME = "base32";

    /** Characters in every encoded id. */
    public static final int LENGTH = 13;

    /** The only instance: the codec has no state. */
    public static final Crockford32Codec INSTANCE = new Crockford32Codec();

    private static final char[] DIGITS = "0123456789ABCDEFGHJKMNPQRSTVWXYZ".toCharArray();

    /** ASCII character -> digit value, or -1. ASCII only, so no locale's case rules can sneak a letter in. */
    private static final byte[] VALUES = new byte[128];

    static {
        Arrays.fill(VALUES, (byte) -1);
        for (int digit = 0; digit < DIGITS.length; digit++) {
            char c = DIGITS[digit];
            VALUES[c] = (byte) digit;
            VALUES[Character.toLowerCase(c)] = (byte) digit;
        }
        VALUES['O'] = VALUES['o'] = 0;
        VALUES['I'] = VALUES['i'] = VALUES['L'] = VALUES['l'] = 1;
    }

    private Crockford32Codec() {
    }

    /**
     * @return 13 characters, upper case, zero-padded
     * @throws InvalidIdException if {@code id} is negative
     */
    @Override
    public String encode(long id) {
        if (id < 0) {
            throw CodecMessages.negative(id);
        }
        char[] chars = new char[LENGTH];
        for (int i = LENGTH - 1; i >= 0; i--) {
            chars[i] = DIGITS[(int) (id & 31)];
            id >>>= 5;
        }
        return new String(chars);
    }

    /**
     * @throws InvalidIdException if {@code text} is null, is not exactly 13 characters, contains a character
     *     outside the alphabet and its aliases, or is larger than 2^63-1
     */
    @Override
    public long decode(CharSequence text) {
        if (text == null) {
            throw CodecMessages.nullText();
        }
        if (text.length() != LENGTH) {
            throw new InvalidIdException(text, LENGTH + " characters expected, got " + text.length());
        }
        long value = 0;
        for (int i = 0; i < LENGTH; i++) {
            char c = text.charAt(i);
            int digit = c < 128 ? VALUES[c] : -1;
            if (digit < 0) {
                throw new InvalidIdException(text,
                        "character " + CodecMessages.describe(c) + " at index " + i + " is not Crockford base32");
            }
            value = (value << 5) | digit;
        }
        // Only now: a bad character anywhere is the more useful report than the size of a value it belongs to.
        char first = text.charAt(0);
        if (VALUES[first] > 7) {
            throw new InvalidIdException(text,
                    CodecMessages.EXCEEDS_MAX + ": the first character must be 0-7, got " + CodecMessages.describe(first));
        }
        return value;
    }

    @Override
    public String toString() {
        return NAME;
    }
}
