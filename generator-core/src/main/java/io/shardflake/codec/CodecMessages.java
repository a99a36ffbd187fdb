package io.shardflake.codec;

import io.shardflake.error.InvalidIdException;

/** The wording the codecs share, so their error messages read alike. */
final class CodecMessages {

    /** Both codecs refuse the same values above 2^63-1; saying the number spares the reader a lookup. */
    static final String EXCEEDS_MAX = "exceeds 2^63-1 (" + Long.MAX_VALUE + ")";

    private CodecMessages() {
    }

    static InvalidIdException negative(long id) {
        return new InvalidIdException(id, "ids are non-negative, 0.." + Long.MAX_VALUE);
    }

    static InvalidIdException nullText() {
        return new InvalidIdException(null, "text is null");
    }

    /**
     * Names a character so that it can be read in a log: spaces, control characters, lone surrogates and
     * look-alikes from other scripts would be invisible or misleading between quotes, so only printable ASCII
     * is quoted and everything else is given as its code point.
     */
    static String describe(char c) {
        if (c > ' ' && c < 0x7F) {
            return "'" + c + "'";
        }
        return String.format("U+%04X", (int) c);
    }
}
