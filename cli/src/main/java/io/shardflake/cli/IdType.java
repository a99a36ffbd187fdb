package io.shardflake.cli;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The kinds of id the command line makes and reads, as {@code --type} names them, with the options each kind
 * takes. An option given for a kind it does not apply to is refused (exit 2), never silently ignored: a
 * {@code --node} typed for a version 7 UUID would otherwise look as if it had been used.
 */
enum IdType {

    /** 64-bit ids of a layout: decimal or 13 characters of Crockford base32. */
    SNOWFLAKE("snowflake", Set.of("--layout", "--worker", "--shard", "--count", "--format"),
            Set.of("--format", "--layout", "--epoch")),
    /** Any RFC 9562 UUID (versions 1 to 8, Nil, Max): {@code decode} only, {@code next} makes one version. */
    UUID("uuid", Set.of(), Set.of()),
    /** RFC 9562 version 1: Gregorian time, clock sequence, node. */
    UUID_V1("uuid-v1", Set.of("--count", "--node"), Set.of()),
    /** RFC 9562 version 6: version 1's fields in time order. */
    UUID_V6("uuid-v6", Set.of("--count", "--node"), Set.of()),
    /** RFC 9562 version 7: Unix milliseconds, counter and random bits. */
    UUID_V7("uuid-v7", Set.of("--count"), Set.of()),
    /** Groupon Locality UUID vB. */
    LOCALITY("locality", Set.of("--count", "--sequential"), Set.of()),
    /** Sharded PHP uniqid. */
    UNIQID("uniqid", Set.of("--count", "--shards", "--prefix"), Set.of("--shards"));

    private final String typeName;
    private final Set<String> nextOptions;
    private final Set<String> decodeOptions;

    IdType(String typeName, Set<String> nextOptions, Set<String> decodeOptions) {
        this.typeName = typeName;
        this.nextOptions = nextOptions;
        this.decodeOptions = decodeOptions;
    }

    /** @return the name {@code --type} knows it by, e.g. {@code uuid-v7} */
    String typeName() {
        return typeName;
    }

    /** @return true for the kinds that are RFC 9562 UUIDs (not the Locality UUID, which is Groupon's own) */
    boolean isRfcUuid() {
        return this == UUID || this == UUID_V1 || this == UUID_V6 || this == UUID_V7;
    }

    /** @return the options {@code decode} takes for this kind, besides {@code --type} */
    Set<String> decodeOptions() {
        return decodeOptions;
    }

    /**
     * @param typed the value of {@code --type} as typed (either case)
     * @param decoding whether for {@code decode}, which also knows {@code uuid} (any version)
     * @return the kind
     * @throws UsageException naming the kinds there are, if none has that name
     */
    static IdType named(String typed, boolean decoding) {
        String name = typed.toLowerCase(Locale.ROOT);
        for (IdType type : values()) {
            if (type.typeName.equals(name) && (decoding || type != UUID)) {
                return type;
            }
        }
        throw new UsageException("--type " + CliText.shown(typed) + " is not allowed: one of "
                + Arrays.stream(values()).filter(type -> decoding || type != UUID).map(IdType::typeName)
                        .collect(Collectors.joining(", ")));
    }

    /**
     * @param given the options given to {@code next}, in the order typed
     * @throws UsageException naming the first option given that this kind does not take, and the kind
     */
    void requireNextOptions(List<String> given) {
        for (String option : given) {
            if (!option.equals("--type") && !nextOptions.contains(option)) {
                throw new UsageException(option + " does not apply to --type " + typeName + " (its options: "
                        + String.join(", ", new TreeSet<>(nextOptions)) + ")");
            }
        }
    }
}
