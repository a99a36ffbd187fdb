package io.shardflake.cli;

import io.shardflake.codec.AmbiguousIdException;
import io.shardflake.codec.IdCodec;
import io.shardflake.codec.IdText;
import io.shardflake.publicid.PublicIdText;
import io.shardflake.publicid.PublicUuidText;
import io.shardflake.uuid.UuidFormat;
import java.io.BufferedReader;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code mask}: turns ids into public ids with a key, one per line; {@code unmask} turns them back. */
@Command(name = "mask", sortOptions = false, sortSynopsis = false,
        description = {
            "Turns ids into public ids, one per line.",
            "",
            "A public id hides an id's time, worker, shard and sequence from anyone without the key, and is the "
                    + "same for the same id and key. It names its key, so after a key rotation unmask still reads "
                    + "it with a key file that keeps the old key. It has 14 characters for a snowflake id, 26 for a "
                    + "UUID, after the prefix (--prefix ord: ord_ and 14).",
            "",
            "Ids come as arguments or, without any, one per line on standard input."
        })
final class MaskCommand extends PublicIdCommand {

    @Option(names = "--format", paramLabel = "FORM", description = "snowflake: the form the ids are written in, "
            + "decimal or base32 (without it, by their shape; 13 digits need it)")
    private @Nullable String format;

    @Parameters(paramLabel = "ID", arity = "0..*",
            description = "ids of the --type: a snowflake id in decimal or base32, or a UUID")
    private List<String> ids = new ArrayList<>();

    MaskCommand(BufferedReader in) {
        super(in);
    }

    @Override
    List<String> values() {
        return ids;
    }

    @Override
    Function<String, String> conversion() {
        IdCodec form = form(format);
        if (options.kind() == IdType.SNOWFLAKE) {
            PublicIdText text = options.idText();
            return id -> text.mask(parse(id, form));
        }
        PublicUuidText text = options.uuidText();
        return id -> text.mask(UuidFormat.parse(id, text.kind()));
    }

    private static long parse(String id, @Nullable IdCodec form) {
        try {
            return form == null ? IdText.parse(id) : IdText.parse(id, form);
        } catch (AmbiguousIdException ambiguous) {
            throw new UsageException(ambiguous.getMessage() + " (with --format)");
        }
    }
}
