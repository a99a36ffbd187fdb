package io.shardflake.codec;

import io.shardflake.error.InvalidIdException;

/**
 * The one reader of a 64-bit id typed or pasted as text: the command line's {@code decode}, the actuator's
 * {@code /actuator/shardflake/{id}} and an application's URLs all read ids here, so one text is one id everywhere.
 *
 * <p><b>The two forms.</b>
 * <ul>
 *   <li>decimal ({@link DecimalCodec}): 1 to 19 ASCII digits, no leading zeros, at most 2^63-1;
 *   <li>Crockford base32 ({@link Crockford32Codec}): exactly 13 characters, either case, with Crockford's aliases
 *       ({@code O} for {@code 0}, {@code I} and {@code L} for {@code 1}), first character {@code 0} to {@code 7}.
 * </ul>
 *
 * <p><b>The rule when no form is named</b> ({@link #parse(CharSequence)}, {@link #formOf(CharSequence)}):
 * <table>
 *   <caption>the form a text is read in</caption>
 *   <tr><th>text</th><th>read as</th></tr>
 *   <tr><td>digits only, not 13 of them</td><td>decimal</td></tr>
 *   <tr><td>13 digits, the first {@code 8} or {@code 9}</td><td>decimal (as base32 it would exceed 2^63-1)</td></tr>
 *   <tr><td>13 digits, the first {@code 0} to {@code 7}</td><td>neither: refused with an
 *       {@link AmbiguousIdException} that carries both readings</td></tr>
 *   <tr><td>13 characters, not all digits</td><td>base32</td></tr>
 *   <tr><td>anything else: empty, a sign, another length with a non-digit</td><td>refused</td></tr>
 * </table>
 * The chosen codec then checks the text as strictly as when it is named: leading zeros, overflow, characters
 * outside the alphabet, whitespace anywhere are refused, never trimmed or wrapped.
 *
 * <p><b>Why 13 digits are refused rather than guessed.</b> Both guesses return wrong ids. A 2020s Twitter or
 * Discord id in base32 is all digits about once in 1.15 million ids ((10/32)^12: its first character is a digit
 * anyway), and read as decimal it becomes a 2010 id. The other way, every layout's ids of its first hours are 13
 * decimal digits, and systems with fixed-width columns pad decimal ids with zeros ({@code 0000000000012}), so
 * reading 13 digits as base32 is no safer. Only the caller knows which form it has: it names it with
 * {@link #parse(CharSequence, IdCodec)}. The rule is by shape, not by value: even {@code 0000000000005}, which is 5
 * either way, is refused, so that which texts need a form can be told without decoding them.
 *
 * <p>Every refusal is an {@link InvalidIdException} whose message names the text, what is wrong and what is
 * allowed. Stateless and thread-safe.
 */
public final class IdText {

    /** The largest first character of base32 for a non-negative long: 3 of its 5 bits are used. */
    private static final char MAX_FIRST_BASE32_DIGIT = '7';

    private static final String FORMS = DecimalCodec.NAME + " (1 to 19 digits 0-9) or Crockford "
            + Crockford32Codec.NAME + " (" + Crockford32Codec.LENGTH + " characters)";

    private IdText() {
    }

    /**
     * Reads an id in whichever form its shape says, refusing a text that is an id in both.
     *
     * @param text the text of one id, nothing before or after it
     * @return the id
     * @throws AmbiguousIdException if the text is 13 digits that are an id in both forms; it carries both readings
     * @throws InvalidIdException if the text is null or not an id in either form; the message names the text and
     *     what is wrong
     */
    public static long parse(CharSequence text) {
        return formOf(text).decode(text);
    }

    /**
     * Reads an id in the form the caller names: what a user chooses with {@code --format} on the command line or
     * {@code ?format=} in a URL, after {@link IdCodec#named(String)}.
     *
     * @param text the text of one id, nothing before or after it
     * @param form the codec of the form the text is in: {@link DecimalCodec#INSTANCE} or
     *     {@link Crockford32Codec#INSTANCE}
     * @return the id
     * @throws InvalidIdException if the text is null or not an id in that form, or the form is null
     */
    public static long parse(CharSequence text, IdCodec form) {
        if (form == null) {
            throw new InvalidIdException(text, "no form named; name " + FORMS);
        }
        return form.decode(text);
    }

    /**
     * The form {@link #parse(CharSequence)} reads a text in, by its shape alone; the codec checks the rest.
     *
     * @param text the text of one id
     * @return {@link DecimalCodec#INSTANCE} or {@link Crockford32Codec#INSTANCE}
     * @throws AmbiguousIdException if the text is 13 digits that are an id in both forms
     * @throws InvalidIdException if the text is null, empty, signed, or neither all digits nor 13 characters
     */
    public static IdCodec formOf(CharSequence text) {
        if (text == null) {
            throw CodecMessages.nullText();
        }
        int length = text.length();
        if (length == 0) {
            throw new InvalidIdException(text, "empty text; an id is " + FORMS);
        }
        char first = text.charAt(0);
        if (first == '-' || first == '+') {
            throw new InvalidIdException(text,
                    "a sign is not accepted: ids are non-negative (the sign bit is always 0) and written without one");
        }
        int nonDigit = firstNonDigit(text);
        if (nonDigit < 0) {
            if (length == Crockford32Codec.LENGTH && first <= MAX_FIRST_BASE32_DIGIT) {
                throw new AmbiguousIdException(text, decimalValue(text), Crockford32Codec.INSTANCE.decode(text));
            }
            return DecimalCodec.INSTANCE;
        }
        if (length == Crockford32Codec.LENGTH) {
            return Crockford32Codec.INSTANCE;
        }
        throw new InvalidIdException(text, "neither " + DecimalCodec.NAME + " nor Crockford " + Crockford32Codec.NAME
                + ": decimal has digits 0-9 only (character " + CodecMessages.describe(text.charAt(nonDigit))
                + " at index " + nonDigit + " is not one), base32 has exactly " + Crockford32Codec.LENGTH
                + " characters (got " + length + ")");
    }

    /** @return the index of the first character that is not an ASCII digit, or -1 */
    private static int firstNonDigit(CharSequence text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            // Not Character.isDigit: other scripts' digits are no decimal id.
            if (c < '0' || c > '9') {
                return i;
            }
        }
        return -1;
    }

    /** Thirteen digits, leading zeros as padding: at most 10^13-1, far below 2^63-1, so this cannot overflow. */
    private static long decimalValue(CharSequence digits) {
        long value = 0;
        for (int i = 0; i < digits.length(); i++) {
            value = value * 10 + (digits.charAt(i) - '0');
        }
        return value;
    }
}
