package io.shardflake.sample.web;

import io.shardflake.codec.Crockford32Codec;
import io.shardflake.codec.DecimalCodec;

/**
 * An id from a URL: decimal digits, or the 13-character Crockford base32 form. Anything else is an
 * {@link io.shardflake.InvalidIdException} naming the input, which the API answers with a 400.
 */
final class IdText {

    private IdText() {
    }

    static long parse(String text) {
        boolean base32 = text.length() == Crockford32Codec.LENGTH && !text.chars().allMatch(Character::isDigit);
        return base32 ? Crockford32Codec.INSTANCE.decode(text) : DecimalCodec.INSTANCE.decode(text);
    }
}
