package io.shardflake.locality;

import io.shardflake.error.InvalidIdException;

/**
 * A string is not a Locality UUID vB ({@code wwwwwwww-xxxx-byyy-yyyy-zzzzzzzzzzzz}, hex digits and the version
 * {@code b}). The message names the input and the first thing wrong with it; nothing is partially parsed.
 */
public class InvalidLocalityUuidException extends InvalidIdException {

    private static final long serialVersionUID = 1L;

    private final String reason;

    /**
     * @param input the rejected text ({@code null} allowed)
     * @param reason the first thing wrong with it
     */
    public InvalidLocalityUuidException(CharSequence input, String reason) {
        super(input, "not a Locality UUID vB (" + LocalityUuid.PATTERN + "): " + reason);
        this.reason = reason;
    }

    /** @return the first thing wrong with the input, e.g. {@code 35 characters, expected 36} */
    public String reason() {
        return reason;
    }
}
