package io.shardflake.cli;

import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.InvalidConfigurationException;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.codec.IdCodec;
import io.shardflake.locality.LocalityUuidGenerator;
import io.shardflake.uniqid.UniqidFormat;
import io.shardflake.uniqid.UniqidGenerator;
import io.shardflake.uuid.GregorianUuidBuilder;
import io.shardflake.uuid.UuidGenerator;
import io.shardflake.uuid.UuidV1Generator;
import io.shardflake.uuid.UuidV6Generator;
import io.shardflake.uuid.UuidV7Generator;
import java.io.PrintStream;
import java.util.Set;
import java.util.function.Supplier;

/** {@code next}: makes ids of one {@code --type} with a generator of its own, one per line. */
final class NextCommand implements Command {

    /** Enough for test data; a typo such as {@code --count 10000000000} should not print for an hour. */
    static final long MAX_COUNT = 10_000_000;

    private static final int NODE_DIGITS = 12;

    @Override
    public String name() {
        return "next";
    }

    @Override
    public String summary() {
        return "make ids (snowflake, UUID, Locality, uniqid), one per line";
    }

    @Override
    public String usage() {
        return """
                Usage: shardflake next [--type TYPE] [--count N] [the type's options]

                Makes ids with a generator of its own and this machine's clock, one per line.

                Types and their options:
                  snowflake   64-bit ids (the default): [--layout PRESET] [--worker N] [--shard N]
                              [--format FORMAT]. Two processes must not use the same layout and worker id
                              at the same time.
                  uuid-v1     RFC 9562 UUIDs version 1, Gregorian time exact to 100 ns: [--node HEX12]
                  uuid-v6     the same fields as version 1, sorting by time: [--node HEX12]
                  uuid-v7     RFC 9562 UUIDs version 7: Unix milliseconds, counter, random bits
                  locality    Groupon Locality UUIDs vB, with this process's id and this machine's MAC
                              fragment: [--sequential]
                  uniqid      sharded PHP uniqids: --shards N [--prefix]

                Options:
                  --type TYPE       snowflake (default), uuid-v1, uuid-v6, uuid-v7, locality or uniqid
                  --count N         how many ids, 1 to 10,000,000 (default 1), for every type
                  --layout PRESET   snowflake: the layout (default shardflake); see shardflake layout --list
                  --worker N        snowflake: the worker id, 0 to the largest the layout's worker field
                                    holds (default 0)
                  --shard N         snowflake: the shard, for layouts with a shard field (default 0)
                  --format FORMAT   snowflake: decimal (default) or base32 (13 characters that sort like
                                    the numbers)
                  --node HEX12      uuid-v1, uuid-v6: the node, 12 hex digits (default: random, with the
                                    multicast bit set so that it is no MAC address)
                  --sequential      locality: step the counter by 1, so ids share first characters and sort
                                    as made (default: variable mode, first characters vary)
                  --shards N        uniqid: the fleet's shard count, 1 to 10 (required); the shard digit
                                    is the microseconds mod N
                  --prefix          uniqid: a random 4-hex prefix after the shard digit (18 characters,
                                    else 14)
                  -h, --help        show this help

                An option of another type than the one made is refused.
                """;
    }

    @Override
    public Set<String> valueOptions() {
        return Set.of("--type", "--layout", "--worker", "--shard", "--count", "--format", "--node", "--shards");
    }

    @Override
    public Set<String> flagOptions() {
        return Set.of("--sequential", "--prefix");
    }

    @Override
    public int run(Arguments arguments, PrintStream out) {
        arguments.positionals();
        IdType type = arguments.option("--type").map(typed -> IdType.named(typed, false)).orElse(IdType.SNOWFLAKE);
        type.requireNextOptions(arguments);
        long count = arguments.number("--count", 1);
        if (count < 1 || count > MAX_COUNT) {
            throw new UsageException(CliText.outOfRange("--count", arguments.text("--count"),
                    "1.." + CliText.grouped(MAX_COUNT)));
        }
        Supplier<String> ids = switch (type) {
            case UUID_V1 -> uuids(gregorian(UuidV1Generator.builder(), arguments));
            case UUID_V6 -> uuids(gregorian(UuidV6Generator.builder(), arguments));
            case UUID_V7 -> uuids(UuidV7Generator.builder().build());
            case LOCALITY -> locality(arguments);
            case UNIQID -> uniqid(arguments);
            default -> snowflake(arguments);
        };
        for (long i = 0; i < count; i++) {
            out.println(ids.get());
        }
        return ShardflakeCli.OK;
    }

    private static Supplier<String> snowflake(Arguments arguments) {
        IdLayout layout = Presets.fromOption(arguments);
        int worker = fieldValue(arguments, "--worker", layout, IdField.WORKER);
        int shard = fieldValue(arguments, "--shard", layout, IdField.SHARD);
        IdCodec codec = codec(arguments.option("--format").orElse("decimal"));
        SnowflakeGenerator generator = SnowflakeGenerator.builder(layout).workerId(worker).defaultShard(shard).build();
        return () -> codec.encode(generator.nextId());
    }

    private static Supplier<String> uuids(UuidGenerator generator) {
        return () -> generator.next().toString();
    }

    private static <G extends UuidGenerator> G gregorian(GregorianUuidBuilder<G> builder, Arguments arguments) {
        arguments.option("--node").ifPresent(typed -> builder.node(node(typed)));
        return builder.build();
    }

    private static Supplier<String> locality(Arguments arguments) {
        LocalityUuidGenerator.Builder builder = LocalityUuidGenerator.builder();
        if (arguments.flag("--sequential")) {
            builder.sequential();
        }
        return builder.build()::nextString;
    }

    private static Supplier<String> uniqid(Arguments arguments) {
        int shards = UniqidReport.shardCount(arguments).orElseThrow(() -> new UsageException(
                "next --type uniqid needs --shards N, the fleet's shard count, 1 to 10 (see shardflake next --help)"));
        return UniqidGenerator.builder(new UniqidFormat(shards, arguments.flag("--prefix"))).build()::nextString;
    }

    /** @return the node of {@code --node}: exactly 12 ASCII hex digits, either case */
    private static long node(String typed) {
        boolean hex = typed.length() == NODE_DIGITS && typed.chars().allMatch(c -> (c >= '0' && c <= '9')
                || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'));
        if (!hex) {
            throw new UsageException("--node " + CliText.shown(typed) + " is not allowed: 12 hex digits (48 bits), "
                    + "e.g. 9f6bdeced846");
        }
        return Long.parseLong(typed, 16);
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
