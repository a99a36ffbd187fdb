package io.shardflake.cli;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * The arguments after a command's name, split into options ({@code --name value}, {@code --name=value},
 * {@code --flag}) and positionals. Every way of getting them wrong is a {@link UsageException} naming the option.
 */
final class Arguments {

    /** A negative number is a value, not an option: {@code decode -5} should say ids are not negative. */
    private static final Pattern NUMBER = Pattern.compile("-?[0-9]+");

    private final String command;
    private final Map<String, String> options;
    private final List<String> positionals;

    private Arguments(String command, Map<String, String> options, List<String> positionals) {
        this.command = command;
        this.options = options;
        this.positionals = positionals;
    }

    /**
     * @param command the command, for messages
     * @param tokens the arguments after the command's name
     * @param valueOptions options that take a value
     * @param flagOptions options that take none
     * @return the parsed arguments
     * @throws UsageException for an unknown option, a missing value, a value given to a flag, or an option given twice
     */
    static Arguments parse(String command, List<String> tokens, Set<String> valueOptions, Set<String> flagOptions) {
        Map<String, String> options = new LinkedHashMap<>();
        List<String> positionals = new ArrayList<>();
        for (int i = 0; i < tokens.size(); i++) {
            String token = tokens.get(i);
            if (token.equals("--")) {
                positionals.addAll(tokens.subList(i + 1, tokens.size()));
                break;
            }
            if (!token.startsWith("-") || token.equals("-") || NUMBER.matcher(token).matches()) {
                positionals.add(token);
                continue;
            }
            int equals = token.indexOf('=');
            String name = equals < 0 ? token : token.substring(0, equals);
            String value;
            if (valueOptions.contains(name)) {
                if (equals >= 0) {
                    value = token.substring(equals + 1);
                } else if (i + 1 < tokens.size() && !tokens.get(i + 1).startsWith("--")) {
                    value = tokens.get(++i);
                } else {
                    throw new UsageException(name + " needs a value (see shardflake " + command + " --help)");
                }
            } else if (flagOptions.contains(name)) {
                if (equals >= 0) {
                    throw new UsageException(name + " takes no value, got " + token);
                }
                value = "";
            } else {
                throw new UsageException("unknown option " + name + " for " + command + "; options: "
                        + String.join(", ", known(valueOptions, flagOptions)) + ", --help");
            }
            if (options.putIfAbsent(name, value) != null) {
                throw new UsageException(name + " is given twice");
            }
        }
        return new Arguments(command, options, positionals);
    }

    private static Set<String> known(Set<String> valueOptions, Set<String> flagOptions) {
        Set<String> known = new TreeSet<>(valueOptions);
        known.addAll(flagOptions);
        return known;
    }

    /** @return the options given, in the order they were typed */
    Set<String> names() {
        return Collections.unmodifiableSet(options.keySet());
    }

    /** @return the value of an option, if given */
    Optional<String> option(String name) {
        return Optional.ofNullable(options.get(name));
    }

    /** @return the value of an option that must be given */
    String required(String name) {
        return option(name).orElseThrow(() -> new UsageException(command + " needs " + name
                + " (see shardflake " + command + " --help)"));
    }

    /** @return true when a flag was given */
    boolean flag(String name) {
        return options.containsKey(name);
    }

    /** @return the value of a numeric option, or the default when it was not given */
    long number(String name, long defaultValue) {
        return option(name).map(text -> parseNumber(name, text)).orElse(defaultValue);
    }

    /** @return the value of a numeric option that must be given */
    long requiredNumber(String name) {
        return parseNumber(name, required(name));
    }

    /**
     * @return the positional arguments, checked to be exactly as many as the command's {@code names} for them
     * @throws UsageException naming the first missing or the first unexpected one
     */
    List<String> positionals(String... names) {
        if (positionals.size() < names.length) {
            throw new UsageException(command + " needs " + names[positionals.size()]
                    + " (see shardflake " + command + " --help)");
        }
        if (positionals.size() > names.length) {
            throw new UsageException("unexpected argument " + positionals.get(names.length) + " for " + command);
        }
        return positionals;
    }

    /** @return the value of an option as typed, for messages about it */
    String text(String name) {
        return options.get(name);
    }

    private static long parseNumber(String name, String text) {
        if (!NUMBER.matcher(text).matches()) {
            throw new UsageException(name + " " + text + " is not a whole number");
        }
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException tooLong) {
            throw new UsageException(name + " " + text + " is out of range: allowed at most "
                    + CliText.grouped(Long.MAX_VALUE));
        }
    }
}
