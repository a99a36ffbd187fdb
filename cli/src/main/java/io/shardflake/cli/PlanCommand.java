package io.shardflake.cli;

import io.shardflake.InvalidConfigurationException;
import io.shardflake.plan.LayoutPlan;
import io.shardflake.plan.LayoutPlanner;
import io.shardflake.plan.NoLayoutFitsException;
import io.shardflake.plan.PlanRequest;
import java.io.PrintStream;
import java.util.Map;
import java.util.Set;

/** {@code plan}: asks {@link LayoutPlanner} for a layout and prints its arithmetic, or why nothing fits. */
final class PlanCommand implements Command {

    /** {@link PlanRequest}'s parameter names, as the options the user typed. */
    private static final Map<String, String> OPTIONS = Map.of("nodes", "--nodes", "peakIdsPerSecondPerNode",
            "--rate", "years", "--years", "shards", "--shards");

    @Override
    public String name() {
        return "plan";
    }

    @Override
    public String summary() {
        return "propose a layout for a number of nodes, a rate and a life";
    }

    @Override
    public String usage() {
        return """
                Usage: shardflake plan --nodes N --rate R --years Y [--shards S]

                Proposes a layout (time | shard | worker | sequence) and shows the arithmetic: worker bits
                for the nodes, sequence bits for the rate per tick, the rest for time. Tries 1 ms ticks
                first, then 10 ms to 1 s and 100 µs to 1 µs. Exits 1, saying by how many bits, when no
                layout of 63 bits fits.

                Options:
                  --nodes N    how many generators run at once, each with its own worker id
                  --rate R     the most ids one node makes in a second
                  --years Y    how long the layout must last from its epoch (1 to 100,000)
                  --shards S   how many shard values the ids carry (default: no shard field)
                  -h, --help   show this help
                """;
    }

    @Override
    public Set<String> valueOptions() {
        return Set.copyOf(OPTIONS.values());
    }

    @Override
    public int run(Arguments arguments, PrintStream out) {
        arguments.positionals();
        PlanRequest request = request(arguments);
        LayoutPlan plan;
        try {
            plan = LayoutPlanner.plan(request);
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

    private static PlanRequest request(Arguments arguments) {
        long nodes = arguments.requiredNumber("--nodes");
        long rate = arguments.requiredNumber("--rate");
        long years = arguments.requiredNumber("--years");
        long shards = arguments.number("--shards", 0);
        try {
            // Years beyond an int are out of range anyway; clamping keeps the request's own message and range,
            // and the message below quotes the value as typed, not the clamped one.
            return new PlanRequest(nodes, rate, (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, years)),
                    shards);
        } catch (InvalidConfigurationException refused) {
            String option = OPTIONS.getOrDefault(refused.parameter(), refused.parameter());
            throw CliText.rejected(option, arguments.text(option), refused);
        }
    }
}
