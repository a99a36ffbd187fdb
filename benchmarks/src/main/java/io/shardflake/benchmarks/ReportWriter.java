package io.shardflake.benchmarks;

import io.shardflake.benchmarks.report.Chart;
import io.shardflake.benchmarks.report.MarkdownReport;
import io.shardflake.benchmarks.report.RunResults;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes the benchmark report (Markdown) and chart (SVG) of one run folder from what the run left there (see
 * {@link RunResults}); the work is done in {@code io.shardflake.benchmarks.report}, this is the command line
 * {@code run.sh} calls.
 *
 * <p>Every ratio is to an anchor measured in the same run with the same thread count, or to a ceiling that is
 * arithmetic, not measured.
 *
 * <pre>
 * java -cp benchmarks.jar io.shardflake.benchmarks.ReportWriter RUN_DIR [--out REPORT.md] [--chart CHART.svg]
 *     [--compare EARLIER_RUN_DIR]
 * </pre>
 * The chart is always written to {@code RUN_DIR/chart.svg}, and also to {@code --chart} when given (the report
 * then links to that copy); the report goes to {@code --out}, by default {@code RUN_DIR/report.md}. With
 * {@code --compare}, a section sets each throughput figure beside the earlier run's and says which differ by more
 * than the noise.
 */
public final class ReportWriter {

    /** Opens what this class writes into a report; anything before or after the two markers is someone else's. */
    static final String BEGIN = "<!-- BEGIN ReportWriter: written by benchmarks/run.sh --publish from a run folder; "
            + "edit outside these markers, or your edit is overwritten -->";
    /** Closes what this class writes. */
    static final String END = "<!-- END ReportWriter -->";

    private ReportWriter() {
    }

    /**
     * @param args the run folder, then {@code --out FILE}, {@code --chart FILE} and {@code --compare RUN_DIR}
     * @throws IOException if a file cannot be read or written
     */
    public static void main(String[] args) throws IOException {
        if (args.length == 0) {
            System.err.println("usage: ReportWriter RUN_DIR [--out REPORT.md] [--chart CHART.svg] [--compare RUN_DIR]");
            System.exit(2);
        }
        Path runDir = Path.of(args[0]);
        Path out = runDir.resolve("report.md");
        Path chart = null;
        Path earlier = null;
        for (int i = 1; i < args.length; i++) {
            switch (args[i]) {
                case "--out" -> out = Path.of(args[++i]);
                case "--chart" -> chart = Path.of(args[++i]);
                case "--compare" -> earlier = Path.of(args[++i]);
                default -> throw new IllegalArgumentException("unknown argument " + args[i]
                        + "; expected --out, --chart or --compare");
            }
        }
        write(runDir, out, chart, earlier);
    }

    /**
     * Writes the report and the chart.
     *
     * @param runDir the run folder
     * @param out the report to write
     * @param chart a second copy of the chart for the report to link to, or null to link the run folder's
     * @throws IOException if a file cannot be read or written
     */
    public static void write(Path runDir, Path out, Path chart) throws IOException {
        write(runDir, out, chart, null);
    }

    /**
     * Writes the report and the chart, with a section comparing the throughput with an earlier run's.
     *
     * @param runDir the run folder
     * @param out the report to write
     * @param chart a second copy of the chart for the report to link to, or null to link the run folder's
     * @param earlier an earlier run folder to compare with, or null for none
     * @throws IOException if a file cannot be read or written
     */
    public static void write(Path runDir, Path out, Path chart, Path earlier) throws IOException {
        RunResults run = RunResults.read(runDir);
        RunResults before = earlier == null ? null : RunResults.read(earlier);
        String svg = Chart.svg(run);
        Path runChart = runDir.resolve("chart.svg");
        Files.writeString(runChart, svg, StandardCharsets.UTF_8);
        if (chart != null) {
            createParent(chart);
            Files.writeString(chart, svg, StandardCharsets.UTF_8);
        }
        createParent(out);
        Files.writeString(out, merge(out, MarkdownReport.render(run, before, out, chart != null ? chart : runChart)),
                StandardCharsets.UTF_8);
        System.out.println("report: " + out + (chart != null ? ", chart: " + runChart + " and " + chart
                : ", chart: " + runChart));
    }

    private static void createParent(Path file) throws IOException {
        if (file.toAbsolutePath().getParent() != null) {
            Files.createDirectories(file.toAbsolutePath().getParent());
        }
    }

    /**
     * Puts the generated report between the markers, keeping what an existing file has outside them (e.g. tables
     * of another benchmark pasted below), so that regenerating never drops another author's section.
     *
     * @return the file's new text
     */
    static String merge(Path out, String generated) throws IOException {
        String block = BEGIN + "\n" + generated + END + "\n";
        if (!Files.exists(out)) {
            return block;
        }
        String old = Files.readString(out, StandardCharsets.UTF_8);
        int begin = old.indexOf("<!-- BEGIN ReportWriter");
        int end = old.indexOf(END);
        if (begin < 0 || end < begin) {
            // A report from before the markers existed: all of it was generated.
            return block;
        }
        int afterEnd = old.indexOf('\n', end);
        return old.substring(0, begin) + block + (afterEnd < 0 ? "" : old.substring(afterEnd + 1));
    }
}
