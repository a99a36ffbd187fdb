package io.shardflake.error;

import org.jspecify.annotations.Nullable;

/**
 * An id (a number or a string) is not a valid id of the expected kind. Nothing is partially parsed: either a
 * whole, valid value comes back or this is thrown.
 *
 * <p>The message quotes the input as {@link PrintableText} writes it (CR, LF and other control characters escaped)
 * and cut after 77 characters: one line, whatever the input. {@link #input()} holds it as it was.
 */
public class InvalidIdException extends ShardflakeException {

    private static final long serialVersionUID = 1L;

    private final @Nullable String input;

    /**
     * @param input the text or number that was rejected ({@code null} allowed)
     * @param reason why it was rejected
     */
    public InvalidIdException(@Nullable Object input, String reason) {
        super("invalid id " + quote(input) + ": " + reason);
        this.input = input == null ? null : input.toString();
    }

    /** @return the rejected input as text, or {@code null} if the input was null */
    public @Nullable String input() {
        return input;
    }

    private static String quote(@Nullable Object input) {
        if (input == null) {
            return "null";
        }
        String text = input.toString();
        if (text.length() > 80) {
            text = text.substring(0, 77) + "...";
        }
        return input instanceof CharSequence ? '"' + PrintableText.of(text) + '"' : PrintableText.of(text);
    }
}
