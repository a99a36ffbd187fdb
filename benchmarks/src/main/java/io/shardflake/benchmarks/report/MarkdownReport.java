package io.shardflake.benchmarks.report;

import static io.shardflake.benchmarks.report.Catalog.GREGORIAN_CEILING;
import static io.shardflake.benchmarks.report.Catalog.HIBERNATE_V7;
import static io.shardflake.benchmarks.report.Catalog.JUG_V7;
import static io.shardflake.benchmarks.report.Catalog.SNOWFLAKE_CEILING;
import static io.shardflake.benchmarks.report.Catalog.TSID;
import static io.shardflake.benchmarks.report.Text.link;

import io.shardflake.benchmarks.report.ThroughputTable.Anchor;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The report of one run in Markdown: where it ran, the targets' verdicts, then every table and how to read it. */
public final class MarkdownReport {

    private MarkdownReport() {
    }

    /**
     * @param run the run's results
     * @param earlier an earlier run to set the throughput beside, or null
     * @param out where the report will be written (its links are relative to it)
     * @param chart the chart the report shows
     * @return the report
     */
    public static String render(RunResults run, RunResults earlier, Path out, Path chart) {
        StringBuilder md = new StringBuilder();
        header(md, run, out, chart);
        targets(md, run, Targets.judge(run));
        ThroughputTable.append(md, run, "64-bit ids", "64", List.of(new Anchor("× tsid-creator", TSID, null),
                new Anchor("× 4,096,000/s", null, SNOWFLAKE_CEILING)));
        ThroughputTable.append(md, run, "UUIDs", "uuid", List.of(new Anchor("× JUG v7", JUG_V7, null),
                new Anchor("× Hibernate v7", HIBERNATE_V7, null), new Anchor("× 10 M/s", null, GREGORIAN_CEILING)));
        ThroughputTable.append(md, run, "Strings: Locality vB and uniqid", "format",
                List.of(new Anchor("× ceiling", null, -1.0)));
        LatencyTable.append(md, run);
        DriftTable.append(md, run);
        if (run.idle != null) {
            md.append("## Idle cost (outside JMH)\n\n");
            Caption.append(md, run, "idle");
            IdleTable.append(md, run.idle);
        }
        PublicIdTable.append(md, run);
        if (earlier != null) {
            Comparison.append(md, run, earlier, out);
        }
        ReadingNotes.append(md);
        return md.toString();
    }

    private static void header(StringBuilder md, RunResults run, Path out, Path chart) {
        Path runDir = run.runDir;
        md.append("# Shardflake benchmarks\n\n");
        md.append("Written by `ReportWriter` from run `").append(runDir.getFileName()).append("` (")
                .append(link(out, runDir)).append("/: JMH JSON, console logs, `drift.json`, `env.txt`). Regenerate "
                        + "with `benchmarks/run.sh --report ").append(runDir.toString().replace('\\', '/'))
                .append(" --publish`.\n\n");
        md.append("- **Machine:** ").append(run.machine()).append("\n");
        md.append("- **JDK:** ").append(run.jdk()).append("\n");
        md.append("- **Date:** ").append(run.date()).append("; code at `").append(run.env.field("git")).append("`\n");
        md.append("- **Run:** `").append(run.env.fields.getOrDefault("invocation", "not recorded")).append("` (mode ")
                .append(run.env.field("mode")).append(")");
        run.env.added.forEach(a -> md.append("; then ").append(a.replaceFirst(" by: ", ", by `")).append('`'));
        md.append("\n");
        List<String> profiles = new ArrayList<>();
        try (var files = Files.list(runDir)) {
            files.map(f -> f.getFileName().toString()).filter(n -> n.startsWith("profile-")).sorted()
                    .forEach(n -> profiles.add("[" + n + "](" + link(out, runDir.resolve(n)) + ")"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (!profiles.isEmpty()) {
            md.append("- **Profiles** (made after the run, to explain a figure): ").append(String.join(", ", profiles))
                    .append("\n");
        }
        if (!run.missing.isEmpty()) {
            md.append("- **Not in this run:** ").append(String.join(", ", run.missing))
                    .append(" (the tables they feed are left out)\n");
        }
        md.append("\n![ops/s per generator, 1 and 2 threads, log scale](").append(link(out, chart)).append(")\n\n");
    }

    private static void targets(StringBuilder md, RunResults run, List<Target> list) {
        if (list.isEmpty()) {
            return;
        }
        long met = list.stream().filter(t -> Boolean.TRUE.equals(t.met())).count();
        md.append("## Targets\n\n").append(met).append(" of ").append(list.size())
                .append(" met. Each from this run; ratios to anchors of the same run and thread count. \"Worst "
                        + "fork\": the lowest of the forks' mean scores (or the highest B/op), where a target must "
                        + "hold in every fork.\n\n");
        md.append("| target | measured | result | margin | load during the pass |\n|---|---|---|---|---|\n");
        for (Target t : list) {
            md.append("| ").append(t.what()).append(" | ").append(t.measured()).append(" | ")
                    .append(t.met() == null ? "not measured" : t.met() ? "**met**" : "**missed**").append(" | ")
                    .append(t.margin()).append(" | ").append(run.env.loadNote(t.pass())).append(" |\n");
        }
        md.append('\n');
    }
}
