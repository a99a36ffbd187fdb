package io.shardflake.cli;

import io.shardflake.error.InvalidIdException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.function.Consumer;

/**
 * The values {@code mask} and {@code unmask} work on: the arguments, or else the lines of standard input, one value
 * a line, read as they come (a file of millions of ids streams through). Blank lines are skipped; anything else is
 * the value, as it is: a space before or after it is refused by the reader, never trimmed.
 */
final class InputLines {

    private InputLines() {
    }

    /**
     * @param args the values given as arguments
     * @param in standard input, read when there are none
     * @param action what to do with each value
     * @throws UsageException for a bad value read from standard input, naming its line
     */
    static void forEach(List<String> args, BufferedReader in, Consumer<String> action) {
        if (!args.isEmpty()) {
            args.forEach(action);
            return;
        }
        try {
            int number = 0;
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                number++;
                if (!line.isBlank()) {
                    apply(action, line, number);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("reading standard input", e);
        }
    }

    private static void apply(Consumer<String> action, String line, int number) {
        try {
            action.accept(line);
        } catch (InvalidIdException bad) {
            throw new UsageException("line " + number + ": " + bad.getMessage());
        }
    }
}
