package io.shardflake.cli;

import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The options the user typed for a command, in the order typed: what {@link IdType} checks against the kind of
 * id, so an option for another kind is refused rather than silently ignored. A default value is not typed.
 */
final class OptionsGiven {

    private OptionsGiven() {
    }

    /**
     * @param spec the command, after picocli has read its arguments
     * @return the long names of the options given, e.g. {@code --layout}, each once
     */
    static List<String> of(CommandSpec spec) {
        return spec.commandLine().getParseResult().matchedOptionsSet().stream().map(OptionSpec::longestName)
                .toList();
    }
}
