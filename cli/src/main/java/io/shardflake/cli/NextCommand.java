package io.shardflake.cli;

import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ClockSettings;
import io.shardflake.codec.IdCodec;
import io.shardflake.locality.LocalityUuidGenerator;
import io.shardflake.uniqid.UniqidFormat;
import io.shardflake.uniqid.UniqidGenerator;
import io.shardflake.uuid.GregorianUuidBuilder;
import io.shardflake.uuid.GregorianUuidGenerator;
import io.shardflake.uuid.UuidGenerator;
import io.shardflake.uuid.UuidV1Generator;
import io.shardflake.uuid.UuidV6Generator;
import io.shardflake.uuid.UuidV7Generator;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code next}: makes ids of one {@code --type} with a generator of its own, one per line. */
@Command(name = "next", sortOptions = false, sortSynopsis = false,
        customSynopsis = "shardflake next [--type=TYPE] [--count=N] [the type's options]",
        description = {
            "Makes ids (snowflake, UUID, Locality, uniqid), one per line.",
            "",
            "Each run has a generator of its own, on this machine's clock.",
            "",
            "Types and their options:",
            "  snowflake  64-bit ids (the default): [--layout] [--worker] [--shard]",
            "             [--format]. Two processes must not use the same layout and",
            "             worker id at once.",
            "  uuid-v1    RFC 9562 UUIDs version 1, Gregorian time exact to 100 ns: [--node]",
            "  uuid-v6    the same fields as version 1, sorting by time: [--node]",
            "  uuid-v7    RFC 9562 UUIDs version 7: Unix milliseconds, counter, random bits",
            "  locality   Groupon Locality UUIDs vB, with this process's id and this",
            "             machine's MAC fragment: [--sequential]",
            "  uniqid     sharded PHP uniqids: --shards [--prefix]"
        },
        footer = {"", "An option of another type than the one made is refused."})
final class NextCommand implements Callable<Integer> {

    /** Enough for test data; a typo such as {@code --count 10000000000} should not print for an hour. */
    static final long MAX_COUNT = 10_000_000;

    private static final int NODE_DIGITS = 12;

    @Option(names = "--type", paramLabel = "TYPE",
            description = "snowflake (default), uuid-v1, uuid-v6, uuid-v7, locality or uniqid")
    private @Nullable String type;

    @Option(names = "--count", paramLabel = "N", description = "how many ids, 1 to 10,000,000 (default 1), for every type")
    private long count = 1;

    @Option(names = "--layout", paramLabel = "PRESET",
            description = "snowflake: the layout (default shardflake); see shardflake layout --list")
    private @Nullable String layoutName;

    @Option(names = "--worker", paramLabel = "N",
            description = "snowflake: the worker id, 0 to the largest the layout's worker field holds (default 0)")
    private long worker;

    @Option(names = "--shard", paramLabel = "N",
            description = "snowflake: the shard, for layouts with a shard field (default 0)")
    private long shard;

    @Option(names = "--format", paramLabel = "FORMAT",
            description = "snowflake: decimal (default) or base32 (13 characters that sort like the numbers)")
    private String format = "decimal";

    @Option(names = "--node", paramLabel = "HEX12", description = "uuid-v1, uuid-v6: the node, 12 hex digits "
            + "(default: random, with the multicast bit set so that it is no MAC address)")
    private @Nullable String nodeHex;

    @Option(names = "--sequential", description = "locality: step the counter by 1, so ids share first characters "
            + "and sort as made (default: variable mode, first characters vary)")
    private boolean sequential;

    @Option(names = "--shards", paramLabel = "N", description = "uniqid: the fleet's shard count, 1 to 10 "
            + "(required); the shard digit is the microseconds mod N")
    private @Nullable Long shards;

    @Option(names = "--prefix",
            description = "uniqid: a random 4-hex prefix after the shard digit (18 characters, else 14)")
    private boolean prefix;

    @Spec
    private CommandSpec spec;

    /** {@link ClockSettings#DEFAULT} at the prompt (each generator's own wall clock); tests script it. */
    private final ClockSettings clock;

    NextCommand(ClockSettings clock) {
        this.clock = clock;
    }

    @Override
    public Integer call() {
        IdType idType = type == null ? IdType.SNOWFLAKE : IdType.named(type, false);
        idType.requireNextOptions(OptionsGiven.of(spec));
        if (count < 1 || count > MAX_COUNT) {
            throw new UsageException(CliText.outOfRange("--count", Long.toString(count),
                    "1.." + CliText.grouped(MAX_COUNT)));
        }
        Supplier<String> ids = switch (idType) {
            case UUID_V1 -> uuids(gregorian(UuidV1Generator.builder()));
            case UUID_V6 -> uuids(gregorian(UuidV6Generator.builder()));
            case UUID_V7 -> uuids(uuidV7());
            case LOCALITY -> locality();
            case UNIQID -> uniqid();
            default -> snowflake();
        };
        PrintWriter out = spec.commandLine().getOut();
        for (long i = 0; i < count; i++) {
            out.println(ids.get());
        }
        return ShardflakeCli.OK;
    }

    private Supplier<String> snowflake() {
        IdLayout idLayout = Presets.fromOption(layoutName);
        int workerId = fieldValue("--worker", worker, idLayout, IdField.WORKER);
        int shardValue = fieldValue("--shard", shard, idLayout, IdField.SHARD);
        IdCodec codec = CliText.codec("--format", format);
        SnowflakeGenerator.Builder builder = SnowflakeGenerator.builder(idLayout).workerId(workerId)
                .defaultShard(shardValue);
        builder.clock(clock);
        SnowflakeGenerator generator = builder.build();
        return () -> codec.encode(generator.nextId());
    }

    private static Supplier<String> uuids(UuidGenerator generator) {
        return () -> generator.next().toString();
    }

    private <G extends GregorianUuidGenerator> G gregorian(GregorianUuidBuilder<G> builder) {
        if (nodeHex != null) {
            builder.node(nodeOf(nodeHex));
        }
        builder.clock(clock);
        return builder.build();
    }

    private UuidV7Generator uuidV7() {
        UuidV7Generator.Builder builder = UuidV7Generator.builder();
        builder.clock(clock);
        return builder.build();
    }

    private Supplier<String> locality() {
        LocalityUuidGenerator.Builder builder = LocalityUuidGenerator.builder();
        if (sequential) {
            builder.sequential();
        }
        builder.clock(clock);
        return builder.build()::nextString;
    }

    private Supplier<String> uniqid() {
        int shardCount = UniqidReport.shardCount(shards).orElseThrow(() -> new UsageException(
                "next --type uniqid needs --shards N, the fleet's shard count, 1 to 10 (see shardflake next --help)"));
        UniqidGenerator.Builder builder = UniqidGenerator.builder(new UniqidFormat(shardCount, prefix));
        builder.clock(clock);
        return builder.build()::nextString;
    }

    /** @return the node of {@code --node}: exactly 12 ASCII hex digits, either case */
    private static long nodeOf(String typed) {
        boolean hex = typed.length() == NODE_DIGITS && typed.chars().allMatch(c -> (c >= '0' && c <= '9')
                || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'));
        if (!hex) {
            throw new UsageException("--node " + CliText.shown(typed) + " is not allowed: 12 hex digits (48 bits), "
                    + "e.g. 9f6bdeced846");
        }
        return Long.parseLong(typed, 16);
    }

    /** Checks a field's option against the layout here, so the message names the option and the layout's range. */
    private static int fieldValue(String option, long value, IdLayout layout, IdField field) {
        if (value < 0 || value > layout.maxValue(field)) {
            throw new UsageException(CliText.outOfRange(option, Long.toString(value), CliText.range(layout, field)));
        }
        return (int) value;
    }
}
