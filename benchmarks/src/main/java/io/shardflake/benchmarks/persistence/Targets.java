package io.shardflake.benchmarks.persistence;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The goals the Hibernate and benchmark issues set, checked against one run: reported, never asserted, since a
 * shared 2-core machine can miss any of them for reasons that are not the code's.
 */
final class Targets {

    private Targets() {
    }

    /**
     * One goal and how the run did.
     *
     * @param goal what was asked, in words
     * @param measured the figure, formatted
     * @param verdict "met", or "missed by ..." with the shortfall
     */
    record Line(String goal, String measured, String verdict) {
    }

    /**
     * @param results one run
     * @return the goals the run has figures for (PostgreSQL inserts; index sizes), in a fixed order
     */
    static List<Line> check(BenchmarkResults results) {
        List<Line> lines = new ArrayList<>();
        InsertResults postgres = results.inserts(Database.Kind.POSTGRES);
        if (postgres != null) {
            for (Strategy ours : List.of(Strategy.SNOWFLAKE, Strategy.SHARDFLAKE_UUID7)) {
                String who = ours.label() + " inserts on PostgreSQL";
                lines.add(atLeast(who + " ≥ 0.95× app-assigned id", postgres, ours, Strategy.ASSIGNED, 0.95));
                lines.add(atLeast(who + " ≥ 1.3× SEQUENCE pooled/50", postgres, ours, Strategy.SEQUENCE, 1.3));
                lines.add(atLeast(who + " ≥ 5× IDENTITY", postgres, ours, Strategy.IDENTITY, 5));
            }
        }
        IndexResults index = results.index();
        if (index != null) {
            double vsSequence = index.sizeRatio(Strategy.SNOWFLAKE, Strategy.SEQUENCE);
            lines.add(new Line("@SnowflakeId PK index as small as SEQUENCE's (the sequential floor; ≤ 1.01× for page "
                    + "granularity)", Fmt.times(vsSequence) + " (" + mib(index, Strategy.SNOWFLAKE) + " vs "
                    + mib(index, Strategy.SEQUENCE) + " MiB)",
                    vsSequence <= 1.01 ? "met" : "missed: " + Fmt.percent((vsSequence - 1) * 100) + " larger"));
            IndexResults.Measure snowflake = index.measures().get(Strategy.SNOWFLAKE);
            boolean measured = snowflake.avgLeafDensity() != null;
            double density = measured ? snowflake.avgLeafDensity() : snowflake.estimatedDensity();
            IndexResults.Measure sequence = index.measures().get(Strategy.SEQUENCE);
            double floor = measured ? sequence.avgLeafDensity() : sequence.estimatedDensity();
            lines.add(new Line("@SnowflakeId PK leaf density ≥ 90%", Fmt.percent2(density)
                    + (measured ? " (pgstatindex)" : " (size-based estimate)") + "; SEQUENCE's: "
                    + Fmt.percent2(floor), density >= 90 ? "met"
                            : "missed by " + String.format(Locale.ROOT, "%.2f", 90 - density)
                                    + " points"));
            double vsRandom = index.sizeRatio(Strategy.SHARDFLAKE_UUID7, Strategy.HIBERNATE_UUID4);
            // Three decimals: this ratio tends to land within a few thousandths of the target (see IndexTable).
            lines.add(new Line("@ShardflakeUuid v7 PK index ≤ 0.8× UUIDv4's", String.format(Locale.ROOT, "%.3f×",
                    vsRandom) + " (" + mib(index, Strategy.SHARDFLAKE_UUID7) + " vs "
                    + mib(index, Strategy.HIBERNATE_UUID4) + " MiB)", vsRandom <= 0.8 ? "met"
                            : "missed by " + String.format(Locale.ROOT, "%.3f", vsRandom - 0.8) + " ("
                                    + Fmt.percent((vsRandom / 0.8 - 1) * 100) + " over)"));
        }
        return lines;
    }

    private static Line atLeast(String goal, InsertResults pass, Strategy ours, Strategy base, double target) {
        double ratio = pass.ratio(ours, base);
        double paired = pass.pairedRatio(ours, base);
        String measured = Fmt.times(ratio) + " (paired per round: " + Fmt.times(paired) + ")";
        if (base != Strategy.ASSIGNED) {
            // No generator can beat the floor, so the floor's own ratio is the most any generator could reach.
            measured += "; the app-assigned floor is " + Fmt.times(pass.ratio(Strategy.ASSIGNED, base));
        }
        String verdict = ratio >= target ? "met" : "missed by " + String.format(Locale.ROOT, "%.2f",
                target - ratio) + " (" + Fmt.percent((1 - ratio / target) * 100) + " short)";
        return new Line(goal, measured, verdict);
    }

    private static String mib(IndexResults index, Strategy strategy) {
        return Fmt.mebibytes(index.measures().get(strategy).mebibytes());
    }
}
