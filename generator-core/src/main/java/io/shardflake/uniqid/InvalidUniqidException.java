package io.shardflake.uniqid;

import io.shardflake.error.InvalidIdException;

/**
 * A string is not a sharded PHP uniqid of the expected {@link UniqidFormat}: wrong length, a character that is not
 * a decimal shard digit or lower-case hex, microseconds PHP never writes, or a shard digit that does not match the
 * digits it is computed from. The message names the input and the first thing wrong; nothing is partially parsed.
 */
public class InvalidUniqidException extends InvalidIdException {

    private static final long serialVersionUID = 1L;

    private final String reason;

    /**
     * @param input the rejected text ({@code null} allowed)
     * @param format the format it was read with
     * @param reason the first thing wrong with it
     */
    public InvalidUniqidException(CharSequence input, UniqidFormat format, String reason) {
        super(input, "not a " + format.description() + ": " + reason);
        this.reason = reason;
    }

    /** @return the first thing wrong with the input, e.g. {@code 17 characters, expected 18} */
    public String reason() {
        return reason;
    }
}
