package io.shardflake.cli;

import io.shardflake.DecodedId;
import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.error.InvalidIdException;
import io.shardflake.codec.AmbiguousIdException;
import io.shardflake.codec.Crockford32Codec;
import io.shardflake.codec.DecimalCodec;
import io.shardflake.codec.IdCodec;
import io.shardflake.codec.IdText;
import io.shardflake.locality.LocalityUuid;
import io.shardflake.uuid.UuidFormat;
import io.shardflake.uuid.UuidVersion;
import java.io.PrintWriter;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code decode}: tells what kind of id it is given (by its shape, see {@link IdShape}, or as {@code --type} says)
 * and reads its time and fields. The first line is always {@code kind: NAME (...)}, NAME as {@code --type}
 * spells it.
 *
 * <p>A 64-bit id's text is read by the core's one reader, {@link IdText}: decimal or 13 characters of base32,
 * and 13 digits, which are both, refused with both readings (and their times in the layout) until
 * {@code --format decimal} or {@code --format base32} names the form.
 */
@Command(name = "decode", sortOptions = false, sortSynopsis = false,
        description = {
            "Tells an id's kind and reads its time (in UTC) and fields.",
            "",
            "The first line printed names the kind, as --type spells it. Kinds are recognised by their shape:",
            "",
            "  1541815603606036480   snowflake: a 64-bit id in decimal",
            "  1ASD13XH1F800         snowflake: 13 characters of Crockford base32",
            "  c232ab00-9414-11ec-b3c8-9f6bdeced846",
            "                        an RFC 9562 UUID: version 1 to 8, Nil or Max",
            "  20be0ffc-314a-bd53-7a50-013a65ca76d2",
            "                        a Groupon Locality UUID vB: 'b' at index 14 (version",
            "                        11, which RFC 9562 does not assign)",
            "  34aa5c7f2c2d33        a sharded PHP uniqid: shard digit and 13 hex",
            "  31a2b4aa5c7f2c2d33    the same with a 4-hex prefix after the shard digit",
            "",
            "13 digits whose first is 0 to 7 (e.g. 1234567890123) are a decimal number and also 13 characters of "
                    + "base32, two different ids: they are refused, showing both readings, until --format names "
                    + "the form. A bare PHP uniqid() (13 hex, no shard digit, e.g. 4aa5c7f2c2d33) is also valid "
                    + "base32 and reads as a snowflake id: --type uniqid reads it as a uniqid. Numbers of 14 or 18 "
                    + "digits read as decimal unless they start with 0."
        },
        footer = {"", "Options for another kind than ID's are refused."})
final class DecodeCommand implements Callable<Integer> {

    @Parameters(paramLabel = "ID", description = "the id, in any of the shapes above")
    private String text;

    @Option(names = "--type", paramLabel = "TYPE", description = "read ID as this kind, whatever its shape: "
            + "snowflake, uuid (any version), uuid-v1, uuid-v6, uuid-v7, locality or uniqid")
    private @Nullable String type;

    @Option(names = "--format", paramLabel = "FORM", description = "snowflake: the form ID is written in, decimal "
            + "or base32 (without it, by its shape; 13 digits need it)")
    private @Nullable String format;

    @Option(names = "--layout", paramLabel = "PRESET",
            description = "snowflake: the layout the id was made with (default shardflake)")
    private @Nullable String layoutName;

    @Option(names = "--epoch", paramLabel = "INSTANT", description = "snowflake: the epoch it was made with, if not "
            + "the preset's: ISO-8601 in UTC, e.g. 2020-01-01T00:00:00Z")
    private @Nullable String epoch;

    @Option(names = "--shards", paramLabel = "N", description = "uniqid: the fleet's shard count, 1 to 10, to check "
            + "the shard digit (without it the digit is shown as written, unchecked)")
    private @Nullable Long shards;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        List<String> given = OptionsGiven.of(spec);
        Optional<IdType> forced = Optional.ofNullable(type).map(typed -> IdType.named(typed, true));
        IdType idType = forced.orElseGet(() -> IdShape.recognise(text));
        if (idType == IdType.SNOWFLAKE) {
            snowflake(forced.isPresent(), given, out);
        } else if (idType == IdType.LOCALITY) {
            LocalityUuid id = LocalityUuid.parse(text);
            requireOptionsOf(idType, "locality", given, false);
            UuidReport.print(id, out);
        } else if (idType == IdType.UNIQID) {
            requireOptionsOf(idType, "uniqid", given, false);
            UniqidReport.decode(text, UniqidReport.shardCount(shards), out);
        } else {
            UUID uuid = switch (idType) {
                case UUID_V1 -> UuidFormat.parse(text, UuidVersion.V1);
                case UUID_V6 -> UuidFormat.parse(text, UuidVersion.V6);
                case UUID_V7 -> UuidFormat.parse(text, UuidVersion.V7);
                default -> UuidFormat.parse(text);
            };
            requireOptionsOf(idType, UuidReport.kindName(uuid), given, false);
            UuidReport.print(uuid, out);
        }
        return ShardflakeCli.OK;
    }

    private void snowflake(boolean forced, List<String> given, PrintWriter out) {
        // A bare uniqid() has the shape of base32: say so, unless --type snowflake already settled it.
        boolean uniqidShape = !forced && IdShape.hasBareUniqidShape(text);
        requireOptionsOf(IdType.SNOWFLAKE, "snowflake", given, uniqidShape);
        IdLayout layout = Presets.withEpoch(Presets.fromOption(layoutName), epoch);
        IdCodec form;
        try {
            form = format != null ? CliText.codec("--format", format) : IdText.formOf(text);
        } catch (AmbiguousIdException ambiguous) {
            throw new UsageException(ambiguous.getMessage() + " (" + formsToChoose(text, ambiguous, layout)
                    + (uniqidShape ? "; --type uniqid reads it as a bare PHP uniqid()" : "") + ")");
        }
        long id;
        try {
            id = IdText.parse(text, form);
        } catch (InvalidIdException notBase32) {
            // From 2038 a bare uniqid starts with 8 or more, which base32 of a 63-bit id cannot.
            throw uniqidShape && form == Crockford32Codec.INSTANCE ? new UsageException(notBase32.getMessage()
                    + " (a bare PHP uniqid()? add --type uniqid)") : notBase32;
        }
        boolean couldBeUniqid = uniqidShape && form == Crockford32Codec.INSTANCE;
        DecodedId decoded = layout.decode(id);
        String spelling = form == DecimalCodec.INSTANCE ? "decimal" : "Crockford base32";
        out.println("kind: snowflake (64-bit id in " + spelling + ")");
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
        if (couldBeUniqid) {
            UniqidReport.bareTime(text).ifPresent(time -> out.println("note: " + text + " is also a bare PHP "
                    + "uniqid() of " + time + "; add --type uniqid to read it as one"));
        }
    }

    /**
     * @return e.g. {@code --format decimal reads time 2010-11-04T01:47:49Z, --format base32 reads time
     *     2020-02-15T02:16:13.315Z, in layout twitter}: the times tell a person which form they have
     */
    private static String formsToChoose(String text, AmbiguousIdException ambiguous, IdLayout layout) {
        // --format decimal refuses leading zeros, so for a zero-padded text the decimal choice is the bare number.
        String decimal = text.charAt(0) == '0' ? "decode " + ambiguous.decimalReading()
                : "--format " + DecimalCodec.NAME;
        return decimal + " reads time " + timeOf(ambiguous.decimalReading(), layout) + ", --format "
                + Crockford32Codec.NAME + " reads time " + timeOf(ambiguous.base32Reading(), layout) + ", in layout "
                + layout.name();
    }

    private static String timeOf(long id, IdLayout layout) {
        try {
            return layout.decode(id).timestamp().toString();
        } catch (InvalidIdException notOfTheLayout) {
            // Every preset uses all 63 bits, but a reading must not turn into a second error if one ever does not.
            return "none (no id of the layout)";
        }
    }

    /**
     * @param idType the kind ID is read as
     * @param kind its name, as the first line will give it
     * @param given the options given, in the order typed
     * @param hintUniqid whether to add that --type uniqid reads a bare uniqid
     * @throws UsageException naming the first option given that does not apply to the kind
     */
    private void requireOptionsOf(IdType idType, String kind, List<String> given, boolean hintUniqid) {
        for (String option : given) {
            if (option.equals("--type") || idType.decodeOptions().contains(option)) {
                continue;
            }
            boolean forUniqids = option.equals("--shards");
            throw new UsageException(option + " does not apply to \"" + CliText.shown(text) + "\", read as "
                    + kind + " (" + option + " is for " + (forUniqids ? "uniqids" : "snowflake ids")
                    + (hintUniqid && forUniqids ? "; add --type uniqid to read a bare 13-hex uniqid" : "") + ")");
        }
    }

    /** @return the layout, moved to {@code --epoch} when given */
}
