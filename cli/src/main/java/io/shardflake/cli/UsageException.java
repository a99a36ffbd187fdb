package io.shardflake.cli;

/**
 * The user typed something the command line cannot act on: an unknown command or option, a missing or malformed
 * value. The message is one line, printed after {@code shardflake: }, and the process exits with 2.
 */
final class UsageException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /**
     * @param message what was wrong, naming the option and the value as typed
     */
    UsageException(String message) {
        super(message);
    }
}
