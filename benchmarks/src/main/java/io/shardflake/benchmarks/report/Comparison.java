package io.shardflake.benchmarks.report;

import static io.shardflake.benchmarks.report.Text.bytes;
import static io.shardflake.benchmarks.report.Text.integer;
import static io.shardflake.benchmarks.report.Text.ratio;

import io.shardflake.benchmarks.report.Catalog.Entry;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The {@code --compare} section: each throughput figure beside an earlier run's, and which differ beyond the noise. */
final class Comparison {

    /**
     * Before issue 14 the benchmark's {@code v7} was the fast random and {@code v7secure} a SecureRandom per UUID;
     * they are now {@code v7fast} and {@code v7perCall}, and {@code v7} is the secure default, which has no earlier
     * figure.
     */
    private static final Map<String, String> RENAMED = Map.of(
            "UuidBenchmark.shardflake[kind=v7fast]", "UuidBenchmark.shardflake[kind=v7]",
            "UuidBenchmark.shardflake[kind=v7perCall]", "UuidBenchmark.shardflake[kind=v7secure]");

    private Comparison() {
    }

    /**
     * @return true when the two scores are further apart than the sum of their 99.9% error half-widths (an error
     *     JMH could not give, with one iteration, counts as none)
     */
    static boolean beyondNoise(Score now, Score then) {
        double gap = Math.abs(now.score() - then.score());
        double noise = finiteOr(now.error(), 0) + finiteOr(then.error(), 0);
        return gap > noise;
    }

    static void append(StringBuilder md, RunResults run, RunResults earlier, Path out) {
        boolean renamed = earlier.tp("UuidBenchmark.shardflake[kind=v7secure]", 1) != null
                || earlier.tp("UuidBenchmark.shardflake[kind=v7secure]", 2) != null;
        md.append("## Against the earlier run `").append(earlier.runDir.getFileName()).append("`\n\n");
        md.append("Earlier: ").append(Text.link(out, earlier.runDir)).append(" (").append(earlier.date())
                .append(", mode ").append(earlier.env.field("mode")).append(", code at `")
                .append(earlier.env.field("git"))
                .append("`). A difference is *beyond the noise* when the two scores are further apart than the sum of "
                        + "their 99.9% error half-widths; with one fork the error does not cover what changes "
                        + "between JVMs, so read a difference inside a factor of about 1.3 with care. Only figures "
                        + "both runs have are listed.");
        if (renamed) {
            md.append(" The earlier run predates issue 14: its `v7` (fast random) is set beside today's `v7fast`, its "
                    + "`v7secure` beside `v7perCall`; today's `v7` (secure by default) has no earlier figure.");
        }
        md.append("\n\n| generator | threads | earlier ops/s | now ops/s | now ÷ earlier | beyond the noise | earlier "
                + "B/op | now B/op |\n|---|---:|---:|---:|---:|---|---:|---:|\n");
        List<String> beyond = new ArrayList<>();
        for (Entry e : Catalog.ENTRIES) {
            if (renamed && e.key().equals("UuidBenchmark.shardflake[kind=v7]")) {
                continue;
            }
            String earlierKey = renamed ? RENAMED.getOrDefault(e.key(), e.key()) : e.key();
            for (int t : new int[] {1, 2}) {
                Score now = run.tp(e.key(), t);
                Score then = earlier.tp(earlierKey, t);
                if (now == null || then == null) {
                    continue;
                }
                boolean differs = beyondNoise(now, then);
                if (differs) {
                    beyond.add(e.label() + " (" + t + "t: " + ratio(now.score() / then.score()) + ")");
                }
                md.append("| ").append(e.label()).append(" | ").append(t).append(" | ").append(integer(then.score()))
                        .append(" ± ").append(integer(then.error())).append(" | ").append(integer(now.score()))
                        .append(" ± ").append(integer(now.error())).append(" | ")
                        .append(ratio(now.score() / then.score())).append(" | ").append(differs ? "**yes**" : "no")
                        .append(" | ").append(bytes(then.bytesPerOp())).append(" | ").append(bytes(now.bytesPerOp()))
                        .append(" |\n");
            }
        }
        md.append("\n");
        if (!beyond.isEmpty()) {
            md.append("**Beyond the noise:** ").append(String.join("; ", beyond)).append(".\n\n");
        }
    }

    private static double finiteOr(double value, double otherwise) {
        return Double.isFinite(value) ? value : otherwise;
    }
}
