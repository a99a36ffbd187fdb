package io.shardflake.benchmarks;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The report's part for {@link IdleCostCheck}: its targets and its table, from the run folder's {@code idle.json}.
 * Without that file it adds nothing.
 */
final class IdleReport {

    /** Goal: an idle JVM with generators within this many percentage points of one core of the same JVM without. */
    static final double MAX_DIFFERENCE_PERCENT_OF_CORE = 0.2;

    private final Map<String, Object> root;

    private IdleReport(Map<String, Object> root) {
        this.root = root;
    }

    @SuppressWarnings("unchecked")
    static IdleReport read(Path runDir) throws IOException {
        Path file = runDir.resolve("idle.json");
        if (!Files.exists(file)) {
            return new IdleReport(null);
        }
        return new IdleReport((Map<String, Object>) Json.parse(Files.readString(file, StandardCharsets.UTF_8)));
    }

    boolean present() {
        return root != null;
    }

    List<ReportWriter.Target> targets() {
        List<ReportWriter.Target> list = new ArrayList<>();
        if (root == null) {
            return list;
        }
        double seconds = number(root.get("idleSeconds"));
        Map<String, Object> process = map("processCpuMs");
        Map<String, Object> tasks = map("taskCpuMs");
        double processDifference = number(process.get("differencePercentOfCore"));
        double taskDifference = number(tasks.get("differencePercentOfCore"));
        double worse = Math.max(processDifference, taskDifference);
        list.add(new ReportWriter.Target("An idle JVM holding a generator of every kind uses within "
                + MAX_DIFFERENCE_PERCENT_OF_CORE + " percentage points of a core of the same JVM without them, over "
                + ReportWriter.seconds(seconds) + " s after a burst",
                "process CPU (10-ms ticks): median " + ms(process.get("withMedian")) + " ms with, "
                        + ms(process.get("withoutMedian")) + " ms without = " + pp(processDifference)
                        + "; threads' CPU from /proc: " + ms(tasks.get("withMedian")) + " vs "
                        + ms(tasks.get("withoutMedian")) + " ms = " + pp(taskDifference) + " ("
                        + ReportWriter.integer(number(root.get("rounds"))) + " rounds)",
                worse <= MAX_DIFFERENCE_PERCENT_OF_CORE,
                ReportWriter.decimal(MAX_DIFFERENCE_PERCENT_OF_CORE - worse, 2) + " points of the bound left",
                "idle"));
        double wakeUps = maxOf("with", "tickerWakeUpsAfter");
        list.add(new ReportWriter.Target("Generators idle for 100 ms cause no periodic wake-ups",
                "the ticking clock's thread woke " + ReportWriter.integer(wakeUps) + " times in the last "
                        + ReportWriter.seconds(seconds - 1) + " s of the idle spell, in the round with most "
                        + "(median in the first second: " + ReportWriter.integer(medianOf("with",
                        "tickerWakeUpsFirstSecond")) + ", its ~100 ticks before it rests)", wakeUps == 0,
                wakeUps == 0 ? "none" : ReportWriter.integer(wakeUps) + " too many", "idle"));
        return list;
    }

    /** The table of rounds, after the caption the report writes. */
    void table(StringBuilder md) {
        md.append("Each round starts two fresh JVMs one after the other (order alternating): **with** builds a "
                + "Snowflake generator in each clock mode, UUID v7, v6 and v1, Locality vB and uniqid, makes ids with "
                + "all of them for ").append(ReportWriter.integer(number(root.get("burstMs"))))
                .append(" ms, then holds them idle; **without** loads no Shardflake class. Both then idle for ")
                .append(ReportWriter.seconds(number(root.get("idleSeconds"))))
                .append(" s, measured from the end of the burst: process CPU time (`OperatingSystemMXBean`, "
                        + "10-ms ticks), the threads' CPU time summed from `/proc/self/task/*/schedstat` "
                        + "(nanoseconds; JIT and GC threads included), and the ticking clock thread's CPU time and "
                        + "voluntary context switches (wake-ups).\n\n");
        md.append("| round | arm | ids in burst | process CPU ms | threads' CPU ms | ticker CPU ms | ticker wake-ups, "
                + "1st s | ticker wake-ups, rest |\n|---:|---|---:|---:|---:|---:|---:|---:|\n");
        List<Object> with = list("with");
        List<Object> without = list("without");
        for (int i = 0; i < Math.max(with.size(), without.size()); i++) {
            for (List<Object> arm : List.of(with, without)) {
                if (i < arm.size()) {
                    row(md, i + 1, asMap(arm.get(i)));
                }
            }
        }
        md.append("\nMedians: process CPU ").append(ms(map("processCpuMs").get("withMedian"))).append(" ms with, ")
                .append(ms(map("processCpuMs").get("withoutMedian"))).append(" ms without (")
                .append(pp(number(map("processCpuMs").get("differencePercentOfCore")))).append("); threads' CPU ")
                .append(ms(map("taskCpuMs").get("withMedian"))).append(" vs ")
                .append(ms(map("taskCpuMs").get("withoutMedian"))).append(" ms (")
                .append(pp(number(map("taskCpuMs").get("differencePercentOfCore")))).append(").\n\n");
    }

    private static void row(StringBuilder md, int round, Map<String, Object> r) {
        md.append("| ").append(round).append(" | ").append(r.get("arm")).append(" | ")
                .append(ReportWriter.integer(number(r.get("idsInBurst")))).append(" | ")
                .append(ms(r.get("processCpuMs"))).append(" | ").append(ms(r.get("taskCpuMs"))).append(" | ")
                .append(ms(r.get("tickerCpuMs"))).append(" | ").append(count(r.get("tickerWakeUpsFirstSecond")))
                .append(" | ").append(count(r.get("tickerWakeUpsAfter"))).append(" |\n");
    }

    private double maxOf(String arm, String field) {
        return list(arm).stream().mapToDouble(r -> number(asMap(r).get(field))).filter(Double::isFinite).max()
                .orElse(Double.NaN);
    }

    private double medianOf(String arm, String field) {
        double[] values = list(arm).stream().mapToDouble(r -> number(asMap(r).get(field))).filter(Double::isFinite)
                .sorted().toArray();
        if (values.length == 0) {
            return Double.NaN;
        }
        int mid = values.length / 2;
        return values.length % 2 == 1 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
    }

    @SuppressWarnings("unchecked")
    private Map<String, Object> map(String field) {
        Object value = root.get(field);
        return value instanceof Map ? (Map<String, Object>) value : Map.of();
    }

    @SuppressWarnings("unchecked")
    private List<Object> list(String field) {
        Object value = root.get(field);
        return value instanceof List ? (List<Object>) value : List.of();
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> asMap(Object value) {
        return (Map<String, Object>) value;
    }

    private static double number(Object value) {
        return value instanceof Number ? ((Number) value).doubleValue() : Double.NaN;
    }

    private static String ms(Object value) {
        return ReportWriter.decimal(number(value), 1);
    }

    private static String count(Object value) {
        double n = number(value);
        return n < 0 ? "–" : ReportWriter.integer(n);
    }

    private static String pp(double value) {
        return ReportWriter.decimal(value, 2) + " points of a core";
    }
}
