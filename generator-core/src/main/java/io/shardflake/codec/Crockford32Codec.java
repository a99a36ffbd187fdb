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
        return appendId(new StringBuilder(LENGTH), id).toString();
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
        return readId(text, 0);
    }

    /**
     * Writes a non-negative id as 13 digits, as {@link #encode(long)} does, at the end of {@code text}: for texts
     * that hold an id beside other fields, such as a public id ({@code io.shardflake.publicid}).
     *
     * @param text where the digits go
     * @param id a non-negative id
     * @return {@code text}
     * @throws InvalidIdException if {@code id} is negative
     */
    public static StringBuilder appendId(StringBuilder text, long id) {
        if (id < 0) {
            throw CodecMessages.negative(id);
        }
        appendDigits(text, id >>> 60, 1);
        return appendDigits(text, id, 12);
    }

    /**
     * Reads 13 digits of {@code text} from index {@code start} as an id, as {@link #decode(CharSequence)} reads a
     * whole text.
     *
     * @param text the whole text, so that a refusal can name it and the index of the bad character in it
     * @param start the index of the first digit; the caller has checked that {@code text} has 13 from there
     * @return the id, 0 to 2^63-1
     * @throws InvalidIdException naming the first character that is not Crockford base32 and its index, or the
     *     first digit if the value exceeds 2^63-1
     */
    public static long readId(CharSequence text, int start) {
        long first = readDigits(text, start, 1);
        long rest = readDigits(text, start + 1, 12);
        // Only now: a bad character anywhere is the more useful report than the size of a value it belongs to.
        if (first > 7) {
            throw new InvalidIdException(text, CodecMessages.EXCEEDS_MAX + ": the first character"
                    + (start == 0 ? "" : " of the id, at index " + start + ",") + " must be 0-7, got "
                    + CodecMessages.describe(text.charAt(start)));
        }
        return first << 60 | rest;
    }

    /**
     * Writes the low {@code 5 * count} bits of {@code bits} as {@code count} digits, most significant first, in
     * upper case: the building block of texts made of several fixed-width fields, such as a public id's key digit
     * and body ({@code io.shardflake.publicid}). {@link #encode(long)} is this with 13 digits.
     *
     * @param text where the digits go
     * @param bits the value; bits above the lowest {@code 5 * count} are ignored
     * @param count digits to write, 1 to 12
     * @return {@code text}
     * @throws IllegalArgumentException if {@code count} is outside 1..12
     */
    public static StringBuilder appendDigits(StringBuilder text, long bits, int count) {
        checkCount(count);
        for (int shift = 5 * (count - 1); shift >= 0; shift -= 5) {
            text.append(DIGITS[(int) (bits >>> shift) & 31]);
        }
        return text;
    }

    /**
     * Reads {@code count} digits of {@code text} from index {@code start}, with the same leniency as
     * {@link #decode(CharSequence)} (either case, {@code O}, {@code I}, {@code L}) and nothing more.
     *
     * @param text the whole text, so that a refusal can name it and the index of the bad character in it
     * @param start the index of the first digit
     * @param count digits to read, 1 to 12; the caller has checked that {@code text} has them
     * @return the {@code 5 * count} bits the digits spell
     * @throws InvalidIdException naming the first character that is not Crockford base32 and its index
     * @throws IllegalArgumentException if {@code count} is outside 1..12
     */
    public static long readDigits(CharSequence text, int start, int count) {
        checkCount(count);
        long value = 0;
        for (int i = start; i < start + count; i++) {
            char c = text.charAt(i);
            int digit = c < 128 ? VALUES[c] : -1;
            if (digit < 0) {
                throw new InvalidIdException(text,
                        "character " + CodecMessages.describe(c) + " at index " + i + " is not Crockford base32");
            }
            value = (value << 5) | digit;
        }
        return value;
    }

    /**
     * Checks that characters of {@code text} are digits exactly as {@link #encode(long)} writes them: {@code 0-9} and
     * upper-case letters of the alphabet, no lower case and none of the aliases {@code O}, {@code I}, {@code L}. For
     * texts that must have one spelling, such as a public id ({@code io.shardflake.publicid}).
     *
     * @param text the whole text, so that a refusal can name it and the index of the bad character in it
     * @param start the index of the first character to check
     * @param end the index after the last; the caller has checked that {@code text} has them
     * @throws InvalidIdException naming the first character that is not such a digit and its index
     */
    public static void requireCanonical(CharSequence text, int start, int end) {
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            if (c >= 128 || VALUES[c] < 0 || DIGITS[VALUES[c]] != c) {
                throw new InvalidIdException(text, "character " + CodecMessages.describe(c) + " at index " + i
                        + " is not Crockford base32 as Shardflake writes it: 0-9 and A-Z without I, L, O, U, in"
                        + " upper case");
            }
        }
    }

    /** Twelve digits are 60 bits: more would not fit a non-negative long without a check of the first. */
    private static void checkCount(int count) {
        if (count < 1 || count > 12) {
            throw new IllegalArgumentException("1 to 12 digits, got " + count);
        }
    }

    @Override
    public String toString() {
        return NAME;
    }
}
