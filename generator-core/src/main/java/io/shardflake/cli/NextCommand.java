package io.shardflake.cli;

import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.InvalidConfigurationException;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.codec.IdCodec;
import java.io.PrintStream;
import java.util.Set;

/** {@code next}: makes ids with a generator of its own, one per line. */
final class NextCommand implements Command {

    /** Enough for test data; a typo such as {@code --count 10000000000} should not print for an hour. */
    static final long MAX_COUNT = 10_000_000;

    @Override
    public String name() {
        return "next";
    }

    @Override
    public String summary() {
        return "make ids, one per line";
    }

    @Override
    public String usage() {
        return """
                Usage: shardflake next [--layout PRESET] [--worker N] [--shard N] [--count N] [--format FORMAT]

                Makes ids with a generator of its own and this machine's clock, one per line.
                Two processes must not use the same layout and worker id at the same time.

                Options:
                  --layout PRESET   the layout (default shardflake); see shardflake layout --list
                  --worker N        the worker id, 0 to the largest the layout's worker field holds (default 0)
                  --shard N         the shard, for layouts with a shard field (default 0)
                  --count N         how many ids, 1 to 10,000,000 (default 1)
                  --format FORMAT   decimal (default) or base32 (13 characters that sort like the numbers)
                  -h, --help        show this help
                """;
    }

    @Override
    public Set<String> valueOptions() {
        return Set.of("--layout", "--worker", "--shard", "--count", "--format");
    }

    @Override
    public int run(Arguments arguments, PrintStream out) {
        arguments.positionals();
        IdLayout layout = Presets.fromOption(arguments);
        int worker = fieldValue(arguments, "--worker", layout, IdField.WORKER);
        int shard = fieldValue(arguments, "--shard", layout, IdField.SHARD);
        long count = arguments.number("--count", 1);
        if (count < 1 || count > MAX_COUNT) {
            throw new UsageException(CliText.outOfRange("--count", arguments.text("--count"),
                    "1.." + CliText.grouped(MAX_COUNT)));
        }
        IdCodec codec = codec(arguments.option("--format").orElse("decimal"));
        SnowflakeGenerator generator = SnowflakeGenerator.builder(layout).workerId(worker).defaultShard(shard).build();
        for (long i = 0; i < count; i++) {
            out.println(codec.encode(generator.nextId()));
        }
        return ShardflakeCli.OK;
    }

    /** Checks a field's option against the layout here, so the message names the option and the layout's range. */
    private static int fieldValue(Arguments arguments, String option, IdLayout layout, IdField field) {
        long value = arguments.number(option, 0);
        if (value < 0 || value > layout.maxValue(field)) {
            throw new UsageException(CliText.outOfRange(option, arguments.text(option), CliText.range(layout, field)));
        }
        return (int) value;
    }

    private static IdCodec codec(String name) {
        try {
            return IdCodec.named(name);
        } catch (InvalidConfigurationException unknown) {
            throw CliText.rejected("--format", name, unknown);
        }
    }
}
