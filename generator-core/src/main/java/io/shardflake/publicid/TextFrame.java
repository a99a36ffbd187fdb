package io.shardflake.publicid;

import io.shardflake.codec.Crockford32Codec;
import io.shardflake.error.InvalidIdException;

/**
 * What surrounds the body of a public id's text: the type prefix, if the form has a type, and the key digit.
 *
 * <pre>
 *   ord_  1  7QMMSNNFSTJR6      type "ord", key 1, 13 characters of body (a 64-bit id)
 *   ^^^^  ^  ^^^^^^^^^^^^^
 *   prefix   body: Crockford base32, fixed length
 *         key digit: Crockford base32, 0 to 31
 * </pre>
 *
 * <p>On the way back it checks, in this order, that the type is the one expected (a {@link WrongTypeException}
 * naming both), that the length is exact, and that the key digit and the body are written exactly as {@code mask}
 * writes them: {@code 0-9} and upper-case letters of Crockford's alphabet, no lower case and none of Crockford's
 * aliases ({@code O}, {@code I}, {@code L}), so that a public id has one spelling and text that stands for it
 * (a cache key, a rate limit, a uniqueness check) is the id's; the form then checks the key is in its ring and reads
 * the body.
 */
final class TextFrame {

    /** How much of a wrong type a message repeats. */
    private static final int SHOWN_TYPE = 24;

    private final String type;
    private final String prefix;
    private final int length;

    /**
     * @param type a checked type, or "" for none
     * @param bodyLength the characters of the body
     */
    TextFrame(String type, int bodyLength) {
        this.type = type;
        this.prefix = type.isEmpty() ? "" : type + TypeName.SEPARATOR;
        this.length = prefix.length() + 1 + bodyLength;
    }

    /** @return the type, "" for none */
    String type() {
        return type;
    }

    /** @return the characters of every text of this form */
    int length() {
        return length;
    }

    /** @return the index of the body's first character */
    int bodyStart() {
        return prefix.length() + 1;
    }

    /** @return a builder holding the prefix and the key digit of {@code keyId}, with room for the body */
    StringBuilder start(int keyId) {
        return Crockford32Codec.appendDigits(new StringBuilder(length).append(prefix), keyId, 1);
    }

    /**
     * @param text a public id's text
     * @return the key id its key digit names
     * @throws WrongTypeException if it does not have this form's type (or has one when the form has none)
     * @throws InvalidIdException if it is null, has the wrong length, or its key digit or body is not Crockford
     *     base32 as {@code mask} writes it
     */
    int keyIdOf(CharSequence text) {
        if (text == null) {
            throw new InvalidIdException(null, "text is null");
        }
        int separator = indexOfSeparator(text);
        if (type.isEmpty() ? separator >= 0 : !startsWithPrefix(text)) {
            throw new WrongTypeException(text, type, separator < 0 ? "" : shown(text, separator));
        }
        if (text.length() != length) {
            throw new InvalidIdException(text, length + " characters expected (" + (prefix.isEmpty() ? ""
                    : "the prefix " + prefix + ", ") + "a key digit and " + (length - bodyStart())
                    + " characters of Crockford base32), got " + text.length());
        }
        Crockford32Codec.requireCanonical(text, prefix.length(), length);
        return (int) Crockford32Codec.readDigits(text, prefix.length(), 1);
    }

    private boolean startsWithPrefix(CharSequence text) {
        if (text.length() < prefix.length()) {
            return false;
        }
        for (int i = 0; i < prefix.length(); i++) {
            if (text.charAt(i) != prefix.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    private static int indexOfSeparator(CharSequence text) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == TypeName.SEPARATOR) {
                return i;
            }
        }
        return -1;
    }

    /** The text's type as a message can show it: printable ASCII only, and not too much of it. */
    private static String shown(CharSequence text, int separator) {
        StringBuilder shown = new StringBuilder();
        for (int i = 0; i < Math.min(separator, SHOWN_TYPE); i++) {
            char c = text.charAt(i);
            shown.append(c > ' ' && c < 0x7F ? c : '?');
        }
        return separator > SHOWN_TYPE ? shown.append("...").toString() : shown.toString();
    }
}
