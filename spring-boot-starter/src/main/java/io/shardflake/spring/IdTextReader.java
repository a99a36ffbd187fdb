package io.shardflake.spring;

import io.shardflake.InvalidIdException;
import io.shardflake.codec.Crockford32Codec;
import io.shardflake.codec.DecimalCodec;

/**
 * Reads an id typed into a URL: decimal or 13 characters of Crockford base32, told apart by shape as the CLI does.
 *
 * <p>Digits only are decimal, except 13 digits starting with {@code 0}: decimal has no leading zeros, and base32
 * pads small ids with zeros. Thirteen characters with a letter are base32. Thirteen digits without a leading zero
 * are read as decimal, the more common spelling (the response shows both spellings, so a misreading is visible).
 */
final class IdTextReader {

    private IdTextReader() {
    }

    /**
     * @param text the id as typed
     * @return the id
     * @throws InvalidIdException naming the text and what is wrong with it
     */
    static long read(String text) {
        if (text == null || text.isEmpty()) {
            throw new InvalidIdException(text, "expected a decimal number or " + Crockford32Codec.LENGTH
                    + " characters of Crockford base32");
        }
        boolean digits = text.chars().allMatch(c -> c >= '0' && c <= '9');
        boolean paddedBase32 = text.length() == Crockford32Codec.LENGTH && text.charAt(0) == '0';
        if (digits && !paddedBase32) {
            return DecimalCodec.INSTANCE.decode(text);
        }
        if (text.length() == Crockford32Codec.LENGTH) {
            return Crockford32Codec.INSTANCE.decode(text);
        }
        if (text.charAt(0) == '-') {
            throw new InvalidIdException(text, "ids are non-negative (the sign bit is always 0)");
        }
        throw new InvalidIdException(text, "expected a decimal number or " + Crockford32Codec.LENGTH
                + " characters of Crockford base32, got " + text.length() + " characters that are not all digits");
    }
}
