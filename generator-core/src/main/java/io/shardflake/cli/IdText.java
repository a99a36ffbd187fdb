package io.shardflake.cli;

import io.shardflake.InvalidIdException;
import io.shardflake.codec.Crockford32Codec;
import io.shardflake.codec.DecimalCodec;

/**
 * Reads an id typed on the command line in either spelling the codecs write: decimal or 13 characters of
 * Crockford base32. (Recognising UUIDs and other kinds belongs here too, when {@code decode} learns them.)
 */
final class IdText {

    private IdText() {
    }

    /**
     * Decimal unless it cannot be: 13 digits with a leading zero are base32 (decimal has no leading zeros), and
     * 13 characters with a letter are base32. Thirteen digits without a leading zero read as decimal, the more
     * common spelling; {@code encode} in base32 pads small ids with zeros, so those rarely clash.
     *
     * @param text the id as typed
     * @return the id
     * @throws InvalidIdException if it is neither spelling; the message is the codec's when the spelling is clear
     */
    static long parse(String text) {
        boolean digits = !text.isEmpty() && text.chars().allMatch(c -> c >= '0' && c <= '9');
        boolean base32Length = text.length() == Crockford32Codec.LENGTH;
        if (digits && !(base32Length && text.charAt(0) == '0')) {
            return DecimalCodec.INSTANCE.decode(text);
        }
        if (base32Length) {
            return Crockford32Codec.INSTANCE.decode(text);
        }
        if (text.startsWith("-") && text.length() > 1 && text.chars().skip(1).allMatch(c -> c >= '0' && c <= '9')) {
            throw new InvalidIdException(text, "ids are non-negative (the sign bit is always 0)");
        }
        throw new InvalidIdException(text, "expected a decimal number or " + Crockford32Codec.LENGTH
                + " characters of Crockford base32, got " + text.length() + " characters that are not all digits");
    }
}
