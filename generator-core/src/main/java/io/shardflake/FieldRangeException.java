package io.shardflake;

import io.shardflake.error.ShardflakeException;

/**
 * A value does not fit the field of the layout it was meant for. Shardflake never masks, wraps or truncates a
 * field; it throws this instead.
 */
public class FieldRangeException extends ShardflakeException {

    private static final long serialVersionUID = 1L;

    private final IdField field;
    private final long value;
    private final long max;

    /**
     * @param field the field
     * @param value the value that did not fit
     * @param max the largest value the field holds (the smallest is 0)
     */
    public FieldRangeException(IdField field, long value, long max) {
        super(message(field, value, max));
        this.field = field;
        this.value = value;
        this.max = max;
    }

    private static String message(IdField field, long value, long max) {
        if (max == 0) {
            return field.label() + " = " + value + " is out of range: the layout has no " + field.label()
                    + " field, so only 0 is allowed";
        }
        return field.label() + " = " + value + " is out of range: allowed 0.." + max + " ("
                + (64 - Long.numberOfLeadingZeros(max)) + " bits)";
    }

    /** @return the field */
    public IdField field() {
        return field;
    }

    /** @return the value that did not fit */
    public long value() {
        return value;
    }

    /** @return the largest value the field holds */
    public long max() {
        return max;
    }
}
