package io.shardflake.error;

/**
 * The base of every exception Shardflake throws on purpose.
 *
 * <p>Subclasses exist for the cases a caller may want to handle: bad configuration
 * ({@link InvalidConfigurationException}), an out-of-range field ({@link io.shardflake.FieldRangeException}), a malformed id
 * ({@link InvalidIdException}), a layout that ran out of time ({@link LayoutExhaustedException}) and the clock
 * ({@link io.shardflake.clock.ClockLeadExceededException}). Each carries the values that caused it.
 */
public class ShardflakeException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /**
     * @param message what went wrong, naming the values involved
     */
    public ShardflakeException(String message) {
        super(message);
    }

    /**
     * @param message what went wrong, naming the values involved
     * @param cause the underlying failure
     */
    public ShardflakeException(String message, Throwable cause) {
        super(message, cause);
    }
}
