package io.shardflake.error;

/**
 * An id (a number or a string) is not a valid id of the expected kind. Nothing is partially parsed: either a
 * whole, valid value comes back or this is thrown.
 */
public class InvalidIdException extends ShardflakeException {

    private static final long serialVersionUID = 1L;

    private final String input;

    /**
     * @param input the text or number that was rejected ({@code null} allowed)
     * @param reason why it was rejected
     */
    public InvalidIdException(Object input, String reason) {
        super("invalid id " + quote(input) + ": " + reason);
        this.input = input == null ? null : input.toString();
    }

    /** @return the rejected input as text, or {@code null} if the input was null */
    public String input() {
        return input;
    }

    private static String quote(Object input) {
        if (input == null) {
            return "null";
        }
        String text = input.toString();
        if (text.length() > 80) {
            text = text.substring(0, 77) + "...";
        }
        return input instanceof CharSequence ? '"' + text + '"' : text;
    }
}
