package io.shardflake.benchmarks.report;

import static io.shardflake.benchmarks.report.Catalog.GREGORIAN_CEILING;
import static io.shardflake.benchmarks.report.Catalog.LOCALITY_CEILING;
import static io.shardflake.benchmarks.report.Catalog.UNIQID_CEILING;
import static io.shardflake.benchmarks.report.Text.bytes;
import static io.shardflake.benchmarks.report.Text.decimal;
import static io.shardflake.benchmarks.report.Text.integer;
import static io.shardflake.benchmarks.report.Text.ratio;

import io.shardflake.benchmarks.report.Catalog.Entry;
import java.util.ArrayList;
import java.util.List;

/** One group's throughput table: scores, noise, forks, B/op and ratios to the group's anchors. */
final class ThroughputTable {

    /**
     * A ratio column: to a benchmark of the same run and thread count ({@code key}), or to a fixed rate; a
     * negative rate stands for each string format's own ceiling.
     */
    record Anchor(String title, String key, Double rate) {
    }

    private ThroughputTable() {
    }

    static void append(StringBuilder md, RunResults run, String title, String group, List<Anchor> anchors) {
        List<Entry> entries = Catalog.ENTRIES.stream().filter(e -> e.group().equals(group)
                && (run.tp(e.key(), 1) != null || run.tp(e.key(), 2) != null)).toList();
        if (entries.isEmpty()) {
            return;
        }
        md.append("## ").append(title).append(": throughput\n\n");
        Caption.append(md, run, "threads 1", "threads 2");
        md.append("| generator | threads | ops/s | ± (99.9%) | forks | median fork | worst fork | ns/op | B/op |");
        anchors.forEach(a -> md.append(' ').append(a.title()).append(" |"));
        md.append(" capped by design |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|");
        anchors.forEach(a -> md.append("---:|"));
        md.append("---|\n");
        for (Entry e : entries) {
            for (int t : new int[] {1, 2}) {
                Score s = run.tp(e.key(), t);
                if (s == null) {
                    continue;
                }
                md.append("| ").append(e.label()).append(" | ").append(t).append(" | ").append(integer(s.score()))
                        .append(" | ").append(integer(s.error())).append(" | ").append(s.forks().count())
                        .append(" | ").append(integer(s.forks().median())).append(" | ")
                        .append(integer(s.forks().lowest())).append(" | ").append(decimal(s.nsPerOp(), 1))
                        .append(" | ").append(bytes(s.bytesPerOp())).append(" |");
                for (Anchor a : anchors) {
                    md.append(' ').append(ratio(anchorRatio(run, e, s, a))).append(" |");
                }
                md.append(' ').append(e.cap() == null ? "no" : e.cap()).append(" |\n");
            }
        }
        md.append('\n');
        if (group.equals("64")) {
            unexpectedAllocation(md, run, entries);
        }
    }

    private static void unexpectedAllocation(StringBuilder md, RunResults run, List<Entry> entries) {
        List<String> allocating = new ArrayList<>();
        for (Entry e : entries) {
            for (int t : new int[] {1, 2}) {
                Score s = run.tp(e.key(), t);
                if (e.key().contains(".shardflake[") && s != null && s.bytesPerOp() != null
                        && s.bytesPerOp() >= Targets.NO_ALLOCATION) {
                    allocating.add(e.label() + ", " + Text.threads(t) + ": " + bytes(s.bytesPerOp()) + " B/op");
                }
            }
        }
        if (!allocating.isEmpty()) {
            md.append("**Allocation where none is expected** (Shardflake's 64-bit generators allocate nothing "
                    + "per id, the wait included): ").append(String.join("; ", allocating)).append(". The "
                    + "targets count it as missed; a profile with `-prof gc` and JFR's allocation samples says "
                    + "where it comes from.\n\n");
        }
    }

    private static double anchorRatio(RunResults run, Entry e, Score s, Anchor a) {
        if (a.key() != null) {
            Score anchor = run.tp(a.key(), s.threads());
            return anchor == null ? Double.NaN : s.score() / anchor.score();
        }
        if (a.rate() == GREGORIAN_CEILING) {
            return e.key().contains("kind=v1") || e.key().contains("kind=v6") ? s.score() / a.rate() : Double.NaN;
        }
        if (a.rate() < 0) {
            return s.score() / (e.key().contains("uniqid") ? UNIQID_CEILING : LOCALITY_CEILING);
        }
        return s.score() / a.rate();
    }
}
