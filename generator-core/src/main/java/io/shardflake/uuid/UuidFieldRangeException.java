package io.shardflake.uuid;

import io.shardflake.error.ShardflakeException;

/**
 * A value does not fit the UUID field it was meant for (a 60-bit timestamp, a 14-bit clock sequence, a 48-bit
 * node). Shardflake never masks or truncates a field; it throws this instead.
 */
public class UuidFieldRangeException extends ShardflakeException {

    private static final long serialVersionUID = 1L;

    private final String field;
    private final String value;
    private final String allowed;

    /**
     * @param field the field, e.g. {@code clock sequence}
     * @param value the value that did not fit
     * @param allowed the values the field holds, in words
     */
    public UuidFieldRangeException(String field, Object value, String allowed) {
        super("UUID " + field + " = " + value + " is out of range: allowed " + allowed);
        this.field = field;
        this.value = String.valueOf(value);
        this.allowed = allowed;
    }

    /** @return the field, e.g. {@code clock sequence} */
    public String field() {
        return field;
    }

    /** @return the value that did not fit, as text */
    public String value() {
        return value;
    }

    /** @return the values the field holds, in words */
    public String allowed() {
        return allowed;
    }
}
