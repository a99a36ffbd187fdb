package io.shardflake.cli;

import io.shardflake.DecodedId;
import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.InvalidConfigurationException;
import io.shardflake.codec.Crockford32Codec;
import java.io.PrintStream;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Set;

/** {@code decode}: reads the fields and the time of an id. */
final class DecodeCommand implements Command {

    @Override
    public String name() {
        return "decode";
    }

    @Override
    public String summary() {
        return "read the time and fields of an id";
    }

    @Override
    public String usage() {
        return """
                Usage: shardflake decode ID [--layout PRESET] [--epoch INSTANT]

                Reads the time (in UTC) and the fields of an id, given in decimal (1541815603606036480)
                or as 13 characters of Crockford base32 (1ASD13XH1F800).

                Options:
                  --layout PRESET   the layout the id was made with (default shardflake)
                  --epoch INSTANT   the epoch it was made with, if not the preset's: ISO-8601 in UTC,
                                    e.g. 2020-01-01T00:00:00Z
                  -h, --help        show this help
                """;
    }

    @Override
    public Set<String> valueOptions() {
        return Set.of("--layout", "--epoch");
    }

    @Override
    public int run(Arguments arguments, PrintStream out) {
        String text = arguments.positionals("ID").get(0);
        IdLayout layout = withEpoch(Presets.fromOption(arguments), arguments);
        long id = IdText.parse(text);
        DecodedId decoded = layout.decode(id);
        out.println("id: " + decoded.id());
        out.println("base32: " + Crockford32Codec.INSTANCE.encode(decoded.id()));
        out.println("layout: " + layout.name() + " (" + layout.describeFields() + ", " + CliText.tick(layout.tick())
                + " ticks from " + layout.epoch() + ")");
        out.println("time: " + decoded.timestamp());
        out.println("tick: " + decoded.tick());
        for (IdField field : layout.fields()) {
            switch (field) {
                case SHARD -> out.println("shard: " + decoded.shard());
                case WORKER -> out.println("worker: " + decoded.worker());
                case SEQUENCE -> out.println("sequence: " + decoded.sequence());
                default -> {
                    // time is printed above, as an instant
                }
            }
        }
        return ShardflakeCli.OK;
    }

    private static IdLayout withEpoch(IdLayout layout, Arguments arguments) {
        return arguments.option("--epoch").map(typed -> {
            Instant epoch;
            try {
                epoch = Instant.parse(typed);
            } catch (DateTimeParseException notAnInstant) {
                throw new UsageException("--epoch " + typed + " is not an ISO-8601 instant in UTC such as "
                        + "2020-01-01T00:00:00Z");
            }
            try {
                return layout.toBuilder().epoch(epoch).build();
            } catch (InvalidConfigurationException refused) {
                throw CliText.rejected("--epoch", typed, refused);
            }
        }).orElse(layout);
    }
}
