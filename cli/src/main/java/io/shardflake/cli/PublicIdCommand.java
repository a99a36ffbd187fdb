package io.shardflake.cli;

import io.shardflake.codec.IdCodec;
import java.io.BufferedReader;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * What {@code mask} and {@code unmask} do alike: build the core's text form from the options once, then turn each
 * value, from the arguments or standard input, into one line of output.
 */
abstract class PublicIdCommand implements Callable<Integer> {

    @Mixin
    PublicIdOptions options;

    @Spec
    private CommandSpec spec;

    private final BufferedReader in;

    /** @param in standard input, read when no value is given as an argument */
    PublicIdCommand(BufferedReader in) {
        this.in = in;
    }

    /** @return the values given as arguments */
    abstract List<String> values();

    /** @return what turns one value into its line of output, made once for the run */
    abstract Function<String, String> conversion();

    @Override
    public final Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        Function<String, String> conversion = conversion();
        InputLines.forEach(values(), in, value -> out.println(conversion.apply(value)));
        return ShardflakeCli.OK;
    }

    /**
     * @param format {@code --format} as typed, or null
     * @return the codec it names, or null when not given
     * @throws UsageException if it names no codec, or is given for UUIDs
     */
    @Nullable IdCodec form(@Nullable String format) {
        if (format == null) {
            return null;
        }
        if (options.kind() != IdType.SNOWFLAKE) {
            throw new UsageException("--format does not apply to --type " + options.kind().typeName());
        }
        return CliText.codec("--format", format);
    }
}
