package io.shardflake.cli;

import io.shardflake.FieldRangeException;
import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.error.InvalidIdException;
import io.shardflake.error.ShardflakeException;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/**
 * How every error reaches the user: one line on standard error, {@code shardflake: } and what was wrong, and the
 * exit code. Never a stack trace or picocli's full usage text: at a prompt one line says more.
 *
 * <p>Bad input exits {@value ShardflakeCli#USAGE}: what picocli refuses while reading the arguments (unknown
 * command or option, missing or repeated option, malformed number), which also points to the command's help, and
 * what a command or the core refuses after that (a value out of range, a malformed id). A valid request that the
 * core could not meet exits {@value ShardflakeCli#FAILED}.
 */
final class OneLineErrors implements IParameterExceptionHandler, IExecutionExceptionHandler {

    @Override
    public int handleParseException(ParameterException bad, String[] args) {
        CommandLine command = bad.getCommandLine();
        // picocli starts its argument-group messages with "Error: "; the line already starts with "shardflake: ".
        String message = bad.getMessage().replaceFirst("^Error: ", "");
        return print(command, message + " (see " + command.getCommandSpec().qualifiedName() + " --help)",
                ShardflakeCli.USAGE);
    }

    @Override
    public int handleExecutionException(Exception thrown, CommandLine command, ParseResult parsed) {
        if (thrown instanceof UsageException || thrown instanceof InvalidConfigurationException
                || thrown instanceof InvalidIdException || thrown instanceof FieldRangeException) {
            return print(command, thrown.getMessage(), ShardflakeCli.USAGE);
        }
        if (thrown instanceof ShardflakeException) {
            return print(command, thrown.getMessage(), ShardflakeCli.FAILED);
        }
        // Still one line: a stack trace helps nobody at a prompt, and the class names the bug well enough.
        return print(command, "internal error: " + thrown, ShardflakeCli.FAILED);
    }

    private static int print(CommandLine command, String message, int code) {
        // One line, always: an id or a value typed with a line break in it must not split the message.
        command.getErr().println("shardflake: " + message.replaceAll("[\\r\\n]+", " "));
        return code;
    }
}
