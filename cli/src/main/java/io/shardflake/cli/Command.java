package io.shardflake.cli;

import java.io.PrintStream;
import java.util.Set;

/**
 * One command of the command line, such as {@code decode}. A new command (say, reading UUIDs) is one more
 * implementation registered in {@link ShardflakeCli}; parsing, help and error reporting come with it.
 */
interface Command {

    /** @return the word that selects the command, e.g. {@code decode} */
    String name();

    /** @return one line for the command list of {@code shardflake --help} */
    String summary();

    /** @return the full help text, printed by {@code shardflake NAME --help} */
    String usage();

    /** @return the options that take a value, e.g. {@code --layout} */
    Set<String> valueOptions();

    /** @return the options that take no value, e.g. {@code --list} */
    default Set<String> flagOptions() {
        return Set.of();
    }

    /**
     * Runs the command. Help has been handled and the arguments split into options and positionals.
     *
     * @param arguments the parsed arguments
     * @param out where the results go
     * @return the exit code: 0 done, 1 a valid request with a negative answer
     * @throws UsageException if an argument is missing or malformed
     */
    int run(Arguments arguments, PrintStream out);
}
