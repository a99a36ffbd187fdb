package io.shardflake.cli;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.plan.LayoutPlan;
import io.shardflake.plan.LayoutPlanner;
import io.shardflake.plan.NoLayoutFitsException;
import io.shardflake.plan.PlanRequest;
import java.io.PrintWriter;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code plan}: asks {@link LayoutPlanner} for a layout and prints its arithmetic, or why nothing fits. */
@Command(name = "plan", sortOptions = false, sortSynopsis = false,
        description = {
            "Proposes a layout for a number of nodes, a rate and a life.",
            "",
            "The layout is time | shard | worker | sequence, and the arithmetic is shown: worker bits for the "
                    + "nodes, sequence bits for the rate per tick, the rest for time. Tries 1 ms ticks first, then "
                    + "10 ms to 1 s and 100 µs to 1 µs. Exits 1, saying by how many bits, when no layout of 63 bits "
                    + "fits."
        })
final class PlanCommand implements Callable<Integer> {

    /** {@link PlanRequest}'s parameter names, as the options the user typed. */
    private static final Map<String, String> OPTIONS = Map.of("nodes", "--nodes", "peakIdsPerSecondPerNode",
            "--rate", "years", "--years", "shards", "--shards");

    @Option(names = "--nodes", paramLabel = "N", required = true,
            description = "how many generators run at once, each with its own worker id")
    private long nodes;

    @Option(names = "--rate", paramLabel = "R", required = true, description = "the most ids one node makes in a second")
    private long rate;

    @Option(names = "--years", paramLabel = "Y", required = true,
            description = "how long the layout must last from its epoch (1 to 100,000)")
    private long years;

    @Option(names = "--shards", paramLabel = "S",
            description = "how many shard values the ids carry (default: no shard field)")
    private long shards;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        LayoutPlan plan;
        try {
            plan = LayoutPlanner.plan(request());
        } catch (NoLayoutFitsException noFit) {
            // A valid question with a negative answer: the answer goes where answers go.
            out.println(noFit.getMessage());
            return ShardflakeCli.FAILED;
        }
        plan.explanation().forEach(out::println);
        out.println();
        LayoutReport.print(plan.layout(), out);
        return ShardflakeCli.OK;
    }

    private PlanRequest request() {
        try {
            // Years beyond an int are out of range anyway; clamping keeps the request's own message and range,
            // and the message below quotes the value given, not the clamped one.
            return new PlanRequest(nodes, rate, (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, years)),
                    shards);
        } catch (InvalidConfigurationException refused) {
            String option = OPTIONS.get(refused.parameter());
            Object value = spec.findOption(option).getValue();
            throw CliText.rejected(option, value.toString(), refused);
        }
    }
}
