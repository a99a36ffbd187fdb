package io.shardflake.benchmarks.report;

import static io.shardflake.benchmarks.report.Text.integer;
import static io.shardflake.benchmarks.report.Text.ratio;

import io.shardflake.benchmarks.report.Catalog.Entry;

/** The 64-bit generators' latency percentiles (JMH sample time), beside tsid-creator's. */
final class LatencyTable {

    private LatencyTable() {
    }

    static void append(StringBuilder md, RunResults run) {
        if (run.latency.isEmpty()) {
            return;
        }
        md.append("## 64-bit ids: latency per call (JMH sample time)\n\n");
        Caption.append(md, run, "latency threads 1", "latency threads 2");
        md.append("Nanoseconds per call, each sampled call timed on its own (the two `System.nanoTime()` reads are "
                + "included, so the low percentiles are upper bounds). JMH times a sample of the calls, not every "
                + "one: a stall that strikes one call in millions can escape it, so read the drift check's "
                + "\"stalled\" list beside this table.\n\n");
        md.append("| generator | threads | p50 | p90 | p99 | p99.9 | p99.99 | max | samples | p50 × tsid | p99.9 × tsid |\n");
        md.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        for (Entry e : Catalog.ENTRIES) {
            if (!e.group().equals("64")) {
                continue;
            }
            for (int t : new int[] {1, 2}) {
                Score s = run.latency.get(e.key().replace("SnowflakeBenchmark.", "LatencyBenchmark.") + "@" + t);
                if (s == null) {
                    continue;
                }
                Score anchor = run.latency.get(Catalog.TSID.replace("SnowflakeBenchmark.", "LatencyBenchmark.") + "@"
                        + t);
                md.append("| ").append(e.label()).append(" | ").append(t);
                for (String p : new String[] {"50.0", "90.0", "99.0", "99.9", "99.99", "100.0"}) {
                    md.append(" | ").append(integer(s.percentiles().getOrDefault(p, Double.NaN)));
                }
                md.append(" | ").append(integer(s.samples())).append(" | ")
                        .append(ratio(percentileRatio(s, anchor, "50.0"))).append(" | ")
                        .append(ratio(percentileRatio(s, anchor, "99.9"))).append(" |\n");
            }
        }
        md.append('\n');
    }

    private static double percentileRatio(Score s, Score anchor, String p) {
        if (anchor == null) {
            return Double.NaN;
        }
        return s.percentiles().getOrDefault(p, Double.NaN) / anchor.percentiles().getOrDefault(p, Double.NaN);
    }
}
