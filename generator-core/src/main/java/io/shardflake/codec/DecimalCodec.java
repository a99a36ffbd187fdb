package io.shardflake.codec;

import io.shardflake.error.InvalidIdException;

/**
 * Ids as plain decimal numbers: {@code 0}, {@code 42}, {@code 9223372036854775807}.
 *
 * <p>Decoding accepts exactly the canonical spelling that {@link #encode(long)} writes: ASCII digits {@code 0-9}
 * only, at most 2^63-1, and no leading zeros ({@code "0"} itself is fine, {@code "007"} is not). Signs,
 * whitespace, separators and non-ASCII digits are rejected. Leading zeros are rejected so that every id has
 * exactly one spelling, which keeps ids usable as cache keys and in string comparisons; callers that pad ids
 * should use {@link Crockford32Codec}, whose fixed width is the point.
 *
 * <p>Unlike base32, decimal strings of different lengths do not sort like their numbers ({@code "10" < "9"}).
 */
public final class DecimalCodec implements IdCodec {

    /** The name {@link IdCodec#named(String)} knows this codec by. */
    public static final String NAME = "decimal";

    /** The only instance: the codec has no state. */
    public static final DecimalCodec INSTANCE = new DecimalCodec();

    private DecimalCodec() {
    }

    /**
     * @throws InvalidIdException if {@code id} is negative
     */
    @Override
    public String encode(long id) {
        if (id < 0) {
            throw CodecMessages.negative(id);
        }
        return Long.toString(id);
    }

    /**
     * @throws InvalidIdException if {@code text} is null, empty, contains anything but ASCII digits, has a
     *     leading zero, or is larger than 2^63-1
     */
    @Override
    public long decode(CharSequence text) {
        if (text == null) {
            throw CodecMessages.nullText();
        }
        int length = text.length();
        if (length == 0) {
            throw new InvalidIdException(text, "empty text is not a decimal id");
        }
        long value = 0;
        for (int i = 0; i < length; i++) {
            char c = text.charAt(i);
            // Not Character.isDigit: it would let Arabic-Indic or full-width digits through.
            if (c < '0' || c > '9') {
                throw new InvalidIdException(text,
                        "character " + CodecMessages.describe(c) + " at index " + i + " is not a decimal digit 0-9");
            }
            int digit = c - '0';
            // Checked before multiplying, so the value can never wrap.
            if (value > (Long.MAX_VALUE - digit) / 10) {
                throw new InvalidIdException(text, CodecMessages.EXCEEDS_MAX);
            }
            value = value * 10 + digit;
        }
        // Checked last so that a stray character or an overflow, the bigger mistakes, are the ones reported.
        if (length > 1 && text.charAt(0) == '0') {
            throw new InvalidIdException(text, "leading zeros are not accepted (only \"0\" itself starts with 0)");
        }
        return value;
    }

    @Override
    public String toString() {
        return NAME;
    }
}
