package io.shardflake.cli;

import io.shardflake.clock.ClockSettings;
import io.shardflake.testing.RefusalWording;
import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.Writer;
import java.util.List;
import java.util.stream.Stream;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/** A command-line user's vocabulary: the commands' options and the labels of their arguments (PRESET, ID). */
final class CliWords {

    private CliWords() {
    }

    /** @return the wording every refusal of the command line is held to */
    static RefusalWording vocabulary() {
        PrintWriter nowhere = new PrintWriter(Writer.nullWriter());
        CommandLine commands = ShardflakeCli.commandLine(new BufferedReader(Reader.nullReader()), ClockSettings.DEFAULT,
                nowhere, nowhere);
        return RefusalWording.commandLine(names(commands.getCommandSpec()));
    }

    private static List<String> names(CommandSpec command) {
        Stream<String> own = Stream.concat(command.options().stream().flatMap(option -> Stream.of(option.names())),
                command.positionalParameters().stream().map(positional -> positional.paramLabel()));
        Stream<String> subcommands = command.subcommands().values().stream()
                .flatMap(sub -> names(sub.getCommandSpec()).stream());
        return Stream.concat(own, subcommands).distinct().toList();
    }
}
