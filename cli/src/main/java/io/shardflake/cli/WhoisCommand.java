package io.shardflake.cli;

import io.shardflake.IdLayout;
import io.shardflake.codec.IdText;
import io.shardflake.worker.lease.IdOrigin;
import io.shardflake.worker.lease.TenureHistory;
import io.shardflake.worker.lease.TenureRecord;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code whois}: which process made an id. Decodes it, then names the tenures of the lease's history whose worker id
 * and id-time range hold it ({@link TenureHistory#whoMade}).
 */
@Command(name = "whois", sortOptions = false, sortSynopsis = false,
        description = {
            "Names the process that made an id, from the lease's history.",
            "",
            "Decodes each id, then finds the tenures of the lease's history whose worker id and range of id times"
                    + " hold it.",
            "",
            "One tenure: its holder made the id. None: the id was made outside the lease (a fixed worker id,"
                    + " another fleet), before the history's retention, or it is forged or corrupted. Two or more:"
                    + " a collision, each holder named."
        },
        footer = {"", "Exits 0 when each id has exactly one tenure, 1 when one has none or several."})
final class WhoisCommand implements Callable<Integer> {

    @Parameters(paramLabel = "ID", arity = "1..*", description = "the ids, in decimal or Crockford base32")
    private List<String> ids;

    @Mixin
    private LeaseDatabaseOptions database;

    @Mixin
    private LayoutOptions layoutOptions;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        IdLayout layout = layoutOptions.layout();
        long[] values = ids.stream().mapToLong(IdText::parse).toArray();
        TenureHistory history = database.history(database.dataSource());
        boolean allOne = true;
        for (long id : values) {
            IdOrigin origin = history.whoMade(id, layout);
            out.println("id " + id + ": worker id " + origin.id().worker() + ", time " + origin.id().timestamp());
            out.println("  " + origin.verdict());
            List<TenureRecord> tenures = origin.tenures();
            for (TenureRecord tenure : tenures) {
                TenureReport.print(tenure, "    ", out);
            }
            allOne &= tenures.size() == 1;
        }
        return allOne ? ShardflakeCli.OK : ShardflakeCli.FAILED;
    }
}
