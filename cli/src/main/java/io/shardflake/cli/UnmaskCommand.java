package io.shardflake.cli;

import io.shardflake.codec.DecimalCodec;
import io.shardflake.codec.IdCodec;
import io.shardflake.publicid.PublicIdText;
import io.shardflake.publicid.PublicUuidText;
import java.io.BufferedReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code unmask}: turns public ids back into ids with the key file they were masked with. */
@Command(name = "unmask", sortOptions = false, sortSynopsis = false,
        description = {
            "Turns public ids back into ids, one per line.",
            "",
            "Give the key file, --prefix and --type that mask was given; the key file may hold newer keys too. A "
                    + "public id of another type, or naming a key the file does not hold, is refused. Any other "
                    + "well-formed text gives some id: check that it exists before trusting it.",
            "",
            "Public ids come as arguments or, without any, one per line on standard input."
        })
final class UnmaskCommand extends PublicIdCommand {

    @Option(names = "--format", paramLabel = "FORM",
            description = "snowflake: the form to write the ids in, decimal (default) or base32")
    private @Nullable String format;

    @Parameters(paramLabel = "TEXT", arity = "0..*", description = "public ids")
    private List<String> texts = new ArrayList<>();

    UnmaskCommand(BufferedReader in) {
        super(in);
    }

    @Override
    List<String> values() {
        return texts;
    }

    @Override
    Function<String, String> conversion() {
        IdCodec form = Objects.requireNonNullElse(form(format), DecimalCodec.INSTANCE);
        if (options.kind() == IdType.SNOWFLAKE) {
            PublicIdText text = options.idText();
            return publicId -> form.encode(text.unmask(publicId));
        }
        PublicUuidText text = options.uuidText();
        return publicId -> text.unmask(publicId).toString();
    }
}
