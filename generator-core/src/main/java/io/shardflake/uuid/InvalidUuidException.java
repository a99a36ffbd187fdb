package io.shardflake.uuid;

import io.shardflake.error.InvalidIdException;
import org.jspecify.annotations.Nullable;

/**
 * A text or a {@link java.util.UUID} is not a UUID of the kind asked for: wrong length, a character that is not a
 * hex digit, a missing hyphen, or (see {@link UuidVersionException}) the wrong version or variant. Nothing is
 * partially parsed: either a whole, valid UUID comes back or this is thrown.
 */
public class InvalidUuidException extends InvalidIdException {

    private static final long serialVersionUID = 1L;

    private final String reason;

    /**
     * @param input the rejected text or UUID ({@code null} allowed)
     * @param reason why it was rejected, naming the position or field at fault
     */
    public InvalidUuidException(@Nullable Object input, String reason) {
        super(input, reason);
        this.reason = reason;
    }

    /** @return why the input was rejected, without the input, e.g. {@code 'g' at index 3 is not a hex digit} */
    public String reason() {
        return reason;
    }
}
