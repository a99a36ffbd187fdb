package io.shardflake.benchmarks;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Writes the benchmark report (Markdown) and chart (SVG) of one run folder from what the run left there:
 * {@code t1.json}, {@code t2.json} (JMH throughput with {@code -prof gc}), {@code lat-t1.json},
 * {@code lat-t2.json} (JMH sample time, if measured), {@code drift.json} ({@link DriftAndOrderCheck}) and
 * {@code env.txt} (machine, JDK, commands, load average; written by {@code run.sh}). Any of them may be missing:
 * its tables are then left out, and the report says so.
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

    /** Twitter's 12-bit sequence: 4,096 ids per millisecond for a generator that waits. */
    static final double SNOWFLAKE_CEILING = 4_096_000;
    /** Version 1 and 6 timestamps count 100 ns: at most 10 per microsecond, sustained. */
    static final double GREGORIAN_CEILING = 10_000_000;
    /** uniqid: one id per microsecond, like a PHP process. */
    static final double UNIQID_CEILING = 1_000_000;
    /** Locality: 65,536 stamps per millisecond. */
    static final double LOCALITY_CEILING = 65_536_000;
    /** Below this many bytes per id, no id allocates (the smallest object is 16 bytes). */
    static final double NO_ALLOCATION = 0.1;
    /** The sampler's clock read may differ from the generator's by a few microseconds (another vCPU). */
    static final double LEAD_TOLERANCE_MS = 0.01;

    private static final String TSID = "SnowflakeBenchmark.tsidCreator";
    private static final String JUG_V7 = "UuidBenchmark.jug[kind=v7]";
    private static final String HIBERNATE_V7 = "UuidBenchmark.hibernate[kind=v7]";

    /** What a benchmark is called in the report, its table, and what caps it by design (null: nothing). */
    record Entry(String key, String label, String group, String cap) {
    }

    static final List<Entry> CATALOG = List.of(
            new Entry("SnowflakeBenchmark.shardflake[mode=classic]", "Shardflake classic", "64",
                    "4,096 ids/ms (waits; even spread: ≈ 4,088,500/s)"),
            new Entry("SnowflakeBenchmark.shardflake[mode=default]", "Shardflake default (100 ms lead)", "64",
                    "4,096 ids/ms beyond its 100 ms lead"),
            new Entry("SnowflakeBenchmark.shardflake[mode=borrowing]", "Shardflake borrowing (1 h lead)", "64", null),
            new Entry(TSID, "tsid-creator", "64", null),
            new Entry("SnowflakeBenchmark.hutool", "Hutool", "64", "4,096 ids/ms (spins)"),
            new Entry("SnowflakeBenchmark.cosId", "CosId", "64", "4,096 ids/ms (spins)"),
            new Entry("SnowflakeBenchmark.yitter", "Yitter", "64", "4,091 ids/ms once its 2 s of lead is spent"),
            new Entry("UuidBenchmark.shardflake[kind=v7]", "Shardflake v7 (default: secure)", "uuid", null),
            new Entry("UuidBenchmark.shardflake[kind=v7fast]", "Shardflake v7 fastRandom()", "uuid", null),
            new Entry("UuidBenchmark.shardflake[kind=v7perCall]", "Shardflake v7 SecureRandom per UUID", "uuid", null),
            new Entry("UuidBenchmark.shardflake[kind=v6]", "Shardflake v6", "uuid",
                    "10 per µs (100-ns timestamps) beyond its 100 ms lead"),
            new Entry("UuidBenchmark.shardflake[kind=v1]", "Shardflake v1", "uuid",
                    "10 per µs (100-ns timestamps) beyond its 100 ms lead"),
            new Entry(JUG_V7, "java-uuid-generator v7", "uuid", null),
            new Entry("UuidBenchmark.jug[kind=v6]", "java-uuid-generator v6", "uuid",
                    "10,000 per ms (UUIDTimer; sleeps when 100 ms ahead)"),
            new Entry("UuidBenchmark.jug[kind=v1]", "java-uuid-generator v1", "uuid",
                    "10,000 per ms (UUIDTimer; sleeps when 100 ms ahead)"),
            new Entry("UuidBenchmark.uuidCreator[kind=v7]", "uuid-creator v7", "uuid", null),
            new Entry("UuidBenchmark.uuidCreator[kind=v6]", "uuid-creator v6", "uuid", null),
            new Entry("UuidBenchmark.uuidCreator[kind=v1]", "uuid-creator v1", "uuid", null),
            new Entry(HIBERNATE_V7, "Hibernate v7", "uuid", null),
            new Entry("UuidBenchmark.hibernate[kind=v6]", "Hibernate v6", "uuid", null),
            new Entry("UuidBenchmark.randomUuid", "UUID.randomUUID() (v4)", "uuid", null),
            new Entry("FormatBenchmark.locality[mode=variable]", "Locality vB variable", "format",
                    "65,536 per ms (never reached)"),
            new Entry("FormatBenchmark.locality[mode=sequential]", "Locality vB sequential", "format",
                    "65,536 per ms (never reached)"),
            new Entry("FormatBenchmark.uniqid", "uniqid (4 shards, prefix)", "format",
                    "1 per µs beyond its 100 ms lead"));

    /** One JMH result; {@code forks} and {@code bytesForks} are its score and its B/op fork by fork. */
    record Score(String key, int threads, String mode, double score, double error, String unit, Double bytesPerOp,
            Map<String, Double> percentiles, long samples, Map<String, Object> raw, ForkScores forks,
            ForkScores bytesForks) {

        double nsPerOp() {
            return threads * 1e9 / score;
        }

        /** @return the B/op of the fork that allocated most, or the overall figure when forks were not recorded */
        Double worstBytesPerOp() {
            return bytesForks.count() > 0 ? Double.valueOf(bytesForks.highest()) : bytesPerOp;
        }
    }

    private final Path runDir;
    private final Map<String, Score> throughput = new LinkedHashMap<>();
    private final Map<String, Score> latency = new LinkedHashMap<>();
    private final List<Map<String, Object>> drift = new ArrayList<>();
    private final Env env;
    private final IdleReport idle;
    private final List<String> missing = new ArrayList<>();
    private ReportWriter earlier;
    private Map<String, Object> driftHeader = Map.of();
    private Map<String, Object> anyJmh;

    ReportWriter(Path runDir) throws IOException {
        this.runDir = runDir;
        for (int t : new int[] {1, 2}) {
            readJmh(runDir.resolve("t" + t + ".json"), throughput);
            readJmh(runDir.resolve("lat-t" + t + ".json"), latency);
        }
        readDrift(runDir.resolve("drift.json"));
        idle = IdleReport.read(runDir);
        if (!idle.present()) {
            missing.add("idle.json");
        }
        Path envFile = runDir.resolve("env.txt");
        env = Files.exists(envFile) ? Env.parse(Files.readString(envFile, StandardCharsets.UTF_8)) : new Env();
        if (!Files.exists(envFile)) {
            missing.add("env.txt");
        }
    }

    /**
     * @param args the run folder, then {@code --out FILE} and {@code --chart FILE}
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
                case "--out":
                    out = Path.of(args[++i]);
                    break;
                case "--chart":
                    chart = Path.of(args[++i]);
                    break;
                case "--compare":
                    earlier = Path.of(args[++i]);
                    break;
                default:
                    throw new IllegalArgumentException("unknown argument " + args[i]);
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
        ReportWriter writer = new ReportWriter(runDir);
        writer.earlier = earlier == null ? null : new ReportWriter(earlier);
        String svg = writer.chart();
        Path runChart = runDir.resolve("chart.svg");
        Files.writeString(runChart, svg, StandardCharsets.UTF_8);
        if (chart != null) {
            if (chart.toAbsolutePath().getParent() != null) {
                Files.createDirectories(chart.toAbsolutePath().getParent());
            }
            Files.writeString(chart, svg, StandardCharsets.UTF_8);
        }
        if (out.toAbsolutePath().getParent() != null) {
            Files.createDirectories(out.toAbsolutePath().getParent());
        }
        Files.writeString(out, merge(out, writer.markdown(out, chart != null ? chart : runChart)),
                StandardCharsets.UTF_8);
        System.out.println("report: " + out + (chart != null ? ", chart: " + runChart + " and " + chart
                : ", chart: " + runChart));
    }

    /** Opens what this class writes into a report; anything before or after the two markers is someone else's. */
    static final String BEGIN = "<!-- BEGIN ReportWriter: written by benchmarks/run.sh --publish from a run folder; "
            + "edit outside these markers, or your edit is overwritten -->";
    /** Closes what this class writes. */
    static final String END = "<!-- END ReportWriter -->";

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

    // ---------------------------------------------------------------------------------------------- reading

    @SuppressWarnings("unchecked")
    private void readJmh(Path file, Map<String, Score> into) throws IOException {
        if (!Files.exists(file)) {
            missing.add(file.getFileName().toString());
            return;
        }
        List<Object> results = (List<Object>) Json.parse(Files.readString(file, StandardCharsets.UTF_8));
        for (Object item : results) {
            Map<String, Object> r = (Map<String, Object>) item;
            anyJmh = r;
            String benchmark = (String) r.get("benchmark");
            String[] parts = benchmark.split("\\.");
            String key = parts[parts.length - 2] + "." + parts[parts.length - 1];
            Map<String, Object> params = (Map<String, Object>) r.get("params");
            if (params != null && !params.isEmpty()) {
                StringBuilder p = new StringBuilder();
                new TreeMap<>(params).forEach((k, v) -> p.append(p.length() == 0 ? "" : ",").append(k).append('=')
                        .append(v));
                key += "[" + p + "]";
            }
            int threads = ((Number) r.get("threads")).intValue();
            Map<String, Object> primary = (Map<String, Object>) r.get("primaryMetric");
            double score = number(primary.get("score"));
            double error = number(primary.get("scoreError"));
            Double bytes = null;
            ForkScores bytesForks = ForkScores.of(null);
            Map<String, Object> secondary = (Map<String, Object>) r.get("secondaryMetrics");
            if (secondary != null) {
                for (Map.Entry<String, Object> metric : secondary.entrySet()) {
                    if (metric.getKey().endsWith("gc.alloc.rate.norm")) {
                        Map<String, Object> norm = (Map<String, Object>) metric.getValue();
                        bytes = number(norm.get("score"));
                        bytesForks = ForkScores.of(norm.get("rawData"));
                    }
                }
            }
            Map<String, Double> percentiles = new LinkedHashMap<>();
            Map<String, Object> p = (Map<String, Object>) primary.get("scorePercentiles");
            if (p != null) {
                p.forEach((k, v) -> percentiles.put(k, number(v)));
            }
            long samples = 0;
            Object histogram = primary.get("rawDataHistogram");
            if (histogram instanceof List) {
                for (Object fork : (List<Object>) histogram) {
                    for (Object iteration : (List<Object>) fork) {
                        for (Object pair : (List<Object>) iteration) {
                            samples += (long) number(((List<Object>) pair).get(1));
                        }
                    }
                }
            }
            into.put(key + "@" + threads, new Score(key, threads, (String) r.get("mode"), score, error,
                    (String) primary.get("scoreUnit"), bytes, percentiles, samples, r,
                    ForkScores.of(primary.get("rawData")), bytesForks));
        }
    }

    @SuppressWarnings("unchecked")
    private void readDrift(Path file) throws IOException {
        if (!Files.exists(file)) {
            missing.add(file.getFileName().toString());
            return;
        }
        Map<String, Object> root = (Map<String, Object>) Json.parse(Files.readString(file, StandardCharsets.UTF_8));
        driftHeader = root;
        for (Object r : (List<Object>) root.get("results")) {
            drift.add((Map<String, Object>) r);
        }
    }

    private static double number(Object value) {
        if (value instanceof Number) {
            return ((Number) value).doubleValue();
        }
        if (value instanceof String) {
            try {
                return Double.parseDouble((String) value);
            } catch (NumberFormatException e) {
                return Double.NaN;
            }
        }
        return Double.NaN;
    }

    /** What {@code run.sh} wrote into {@code env.txt}. */
    static final class Env {
        final Map<String, String> fields = new LinkedHashMap<>();
        final List<String> java = new ArrayList<>();
        /** Passes added to the folder later ({@code run.sh --into}). */
        final List<String> added = new ArrayList<>();
        /** Per pass ("threads 1", "latency threads 2", "drift"): before, command, after, during, waited. */
        final Map<String, Map<String, String>> passes = new LinkedHashMap<>();

        private static final Pattern PASS = Pattern.compile(
                "^(threads \\d+|latency threads \\d+|drift|idle): (load before|load after|waited|1-minute load during the run[^:]*): (.*)$");

        static Env parse(String text) {
            Env env = new Env();
            String pass = null;
            boolean inJava = false;
            for (String line : text.split("\n")) {
                Matcher m = PASS.matcher(line);
                if (m.matches()) {
                    pass = m.group(1);
                    String what = m.group(2).startsWith("1-minute") ? "during" : m.group(2);
                    env.passes.computeIfAbsent(pass, k -> new LinkedHashMap<>()).put(what, m.group(3).trim());
                    inJava = false;
                } else if (line.startsWith("  command: ") && pass != null) {
                    env.passes.get(pass).put("command", line.substring("  command: ".length()).trim());
                } else if (line.startsWith("  ") && inJava) {
                    env.java.add(line.trim());
                } else if (line.startsWith("added: ")) {
                    env.added.add(line.substring("added: ".length()).trim());
                    inJava = false;
                } else if (line.equals("java:")) {
                    inJava = true;
                } else {
                    inJava = false;
                    int colon = line.indexOf(": ");
                    if (colon > 0 && !line.startsWith(" ")) {
                        env.fields.putIfAbsent(line.substring(0, colon), line.substring(colon + 2).trim());
                    }
                }
            }
            return env;
        }

        String field(String name) {
            return fields.getOrDefault(name, "not recorded");
        }

        String pass(String pass, String what) {
            Map<String, String> p = passes.get(pass);
            return p == null ? null : p.get(what);
        }
    }

    // ---------------------------------------------------------------------------------------------- lookups

    private Score tp(String key, int threads) {
        return throughput.get(key + "@" + threads);
    }

    private Map<String, Object> driftOf(String id, int threads) {
        for (Map<String, Object> r : drift) {
            if (id.equals(r.get("id")) && ((Number) r.get("threads")).intValue() == threads) {
                return r;
            }
        }
        return null;
    }

    private static Entry entry(String key) {
        for (Entry e : CATALOG) {
            if (e.key().equals(key)) {
                return e;
            }
        }
        return null;
    }

    private String machine() {
        if (!env.fields.containsKey("cpu")) {
            return "not recorded";
        }
        StringBuilder machine = new StringBuilder(env.field("cpu"));
        String hypervisor = env.fields.get("hypervisor");
        if (hypervisor != null && !hypervisor.isBlank()) {
            machine.append(" (").append(hypervisor).append(" guest)");
        }
        // run.sh writes "2 online; 1 thread(s) per core".
        machine.append(", ").append(env.field("cores").replace(" online;", " cores online,"));
        String memory = env.fields.get("memory");
        if (memory != null) {
            machine.append(", ").append(memory).append(" memory");
        }
        return machine.toString();
    }

    private String jdk() {
        if (anyJmh != null) {
            return anyJmh.get("vmName") + " " + anyJmh.get("vmVersion") + ", JMH " + anyJmh.get("jmhVersion");
        }
        if (!env.java.isEmpty()) {
            return String.join("; ", env.java);
        }
        Object java = driftHeader.get("java");
        return java != null ? java.toString() : "not recorded";
    }

    private String date() {
        String date = env.fields.get("date");
        if (date != null) {
            return date;
        }
        Object d = driftHeader.get("date");
        return d != null ? d.toString() : "not recorded";
    }

    // ---------------------------------------------------------------------------------------------- formatting

    static String integer(double value) {
        return Double.isFinite(value) ? String.format(Locale.ROOT, "%,d", Math.round(value)) : "–";
    }

    static String decimal(double value, int places) {
        return Double.isFinite(value) ? String.format(Locale.ROOT, "%,." + places + "f", value) : "–";
    }

    static String ratio(double value) {
        if (!Double.isFinite(value)) {
            return "–";
        }
        return String.format(Locale.ROOT, value >= 100 ? "%.0f×" : value >= 10 ? "%.1f×" : "%.2f×", value);
    }

    static String bytes(Double value) {
        return value == null || !Double.isFinite(value) ? "–" : String.format(Locale.ROOT, "%.2f", value);
    }

    static String seconds(double value) {
        return Double.isFinite(value) ? String.format(Locale.ROOT, "%s", value == Math.rint(value)
                ? Long.toString((long) value) : Double.toString(value)) : "–";
    }

    static String percent(double value) {
        return String.format(Locale.ROOT, "%+.1f%%", value * 100);
    }

    private static String link(Path from, Path target) {
        Path base = from.toAbsolutePath().normalize().getParent();
        String relative = base.relativize(target.toAbsolutePath().normalize()).toString().replace('\\', '/');
        return relative.isEmpty() ? "." : relative;
    }

    // ---------------------------------------------------------------------------------------------- markdown

    String markdown(Path out, Path chart) {
        StringBuilder md = new StringBuilder();
        String run = runDir.getFileName().toString();
        md.append("# Shardflake benchmarks\n\n");
        md.append("Written by `ReportWriter` from run `").append(run).append("` (").append(link(out, runDir))
                .append("/: JMH JSON, console logs, `drift.json`, `env.txt`). Regenerate with `benchmarks/run.sh "
                        + "--report ").append(runDir.toString().replace('\\', '/')).append(" --publish`.\n\n");
        md.append("- **Machine:** ").append(machine()).append("\n");
        md.append("- **JDK:** ").append(jdk()).append("\n");
        md.append("- **Date:** ").append(date()).append("; code at `").append(env.field("git")).append("`\n");
        md.append("- **Run:** `").append(env.fields.getOrDefault("invocation", "not recorded")).append("` (mode ")
                .append(env.field("mode")).append(")");
        env.added.forEach(a -> md.append("; then ").append(a.replaceFirst(" by: ", ", by `")).append('`'));
        md.append("\n");
        List<String> profiles = new ArrayList<>();
        try (var files = Files.list(runDir)) {
            files.map(f -> f.getFileName().toString()).filter(n -> n.startsWith("profile-")).sorted()
                    .forEach(n -> profiles.add("[" + n + "](" + link(out, runDir.resolve(n)) + ")"));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        if (!profiles.isEmpty()) {
            md.append("- **Profiles** (made after the run, to explain a figure): ").append(String.join(", ", profiles))
                    .append("\n");
        }
        if (!missing.isEmpty()) {
            md.append("- **Not in this run:** ").append(String.join(", ", missing))
                    .append(" (the tables they feed are left out)\n");
        }
        md.append("\n![ops/s per generator, 1 and 2 threads, log scale](").append(link(out, chart)).append(")\n\n");

        targets(md);
        throughputTable(md, "64-bit ids", "64", List.of(new Anchor("× tsid-creator", TSID, null),
                new Anchor("× 4,096,000/s", null, SNOWFLAKE_CEILING)));
        throughputTable(md, "UUIDs", "uuid", List.of(new Anchor("× JUG v7", JUG_V7, null),
                new Anchor("× Hibernate v7", HIBERNATE_V7, null), new Anchor("× 10 M/s", null, GREGORIAN_CEILING)));
        throughputTable(md, "Strings: Locality vB and uniqid", "format",
                List.of(new Anchor("× ceiling", null, -1.0)));
        latencyTable(md);
        driftTable(md);
        if (idle.present()) {
            md.append("## Idle cost (outside JMH)\n\n");
            caption(md, "idle");
            idle.table(md);
        }
        if (earlier != null) {
            comparison(md, out);
        }
        notes(md);
        return md.toString();
    }

    /**
     * Before issue 14 the benchmark's {@code v7} was the fast random and {@code v7secure} a SecureRandom per UUID;
     * they are now {@code v7fast} and {@code v7perCall}, and {@code v7} is the secure default, which has no earlier
     * figure.
     */
    private static final Map<String, String> RENAMED = Map.of(
            "UuidBenchmark.shardflake[kind=v7fast]", "UuidBenchmark.shardflake[kind=v7]",
            "UuidBenchmark.shardflake[kind=v7perCall]", "UuidBenchmark.shardflake[kind=v7secure]");

    private void comparison(StringBuilder md, Path out) {
        boolean renamed = earlier.tp("UuidBenchmark.shardflake[kind=v7secure]", 1) != null
                || earlier.tp("UuidBenchmark.shardflake[kind=v7secure]", 2) != null;
        md.append("## Against the earlier run `").append(earlier.runDir.getFileName()).append("`\n\n");
        md.append("Earlier: ").append(link(out, earlier.runDir)).append(" (").append(earlier.date()).append(", mode ")
                .append(earlier.env.field("mode")).append(", code at `").append(earlier.env.field("git"))
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
        for (Entry e : CATALOG) {
            if (renamed && e.key().equals("UuidBenchmark.shardflake[kind=v7]")) {
                continue;
            }
            String earlierKey = renamed ? RENAMED.getOrDefault(e.key(), e.key()) : e.key();
            for (int t : new int[] {1, 2}) {
                Score now = tp(e.key(), t);
                Score then = earlier.tp(earlierKey, t);
                if (now == null || then == null) {
                    continue;
                }
                double gap = Math.abs(now.score() - then.score());
                double noise = finiteOr(now.error(), 0) + finiteOr(then.error(), 0);
                boolean differs = gap > noise;
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

    /** A ratio column: to a benchmark of the same run and thread count, or to a fixed rate. */
    record Anchor(String title, String key, Double rate) {
    }

    private void caption(StringBuilder md, String... passes) {
        md.append("Machine: ").append(machine()).append(". JDK: ").append(jdk()).append(". Date: ")
                .append(date()).append(".\n\n");
        List<String> commands = new ArrayList<>();
        List<String> loads = new ArrayList<>();
        for (String pass : passes) {
            String command = env.pass(pass, "command");
            if (command != null) {
                commands.add(command);
            }
            String before = env.pass(pass, "load before");
            if (before != null) {
                String after = env.pass(pass, "load after");
                String during = env.pass(pass, "during");
                String waited = env.pass(pass, "waited");
                loads.add(pass + ": before " + first(before) + ", after " + (after == null ? "–" : first(after))
                        + (during == null ? "" : "; during " + during) + (waited == null ? "" : "; " + waited));
            }
        }
        if (!commands.isEmpty()) {
            md.append("```\n");
            commands.forEach(c -> md.append(c).append('\n'));
            md.append("```\n\n");
        }
        if (!loads.isEmpty()) {
            md.append("Load average (1 min; the run's own threads count in \"after\" and \"during\"): ")
                    .append(String.join("; ", loads)).append(".\n\n");
        }
    }

    private static String first(String loadTriple) {
        return loadTriple.split("\\s+")[0];
    }

    private void throughputTable(StringBuilder md, String title, String group, List<Anchor> anchors) {
        List<Entry> entries = CATALOG.stream().filter(e -> e.group().equals(group)
                && (tp(e.key(), 1) != null || tp(e.key(), 2) != null)).toList();
        if (entries.isEmpty()) {
            return;
        }
        md.append("## ").append(title).append(": throughput\n\n");
        caption(md, "threads 1", "threads 2");
        md.append("| generator | threads | ops/s | ± (99.9%) | forks | median fork | worst fork | ns/op | B/op |");
        anchors.forEach(a -> md.append(' ').append(a.title()).append(" |"));
        md.append(" capped by design |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|");
        anchors.forEach(a -> md.append("---:|"));
        md.append("---|\n");
        for (Entry e : entries) {
            for (int t : new int[] {1, 2}) {
                Score s = tp(e.key(), t);
                if (s == null) {
                    continue;
                }
                md.append("| ").append(e.label()).append(" | ").append(t).append(" | ").append(integer(s.score()))
                        .append(" | ").append(integer(s.error())).append(" | ").append(s.forks().count())
                        .append(" | ").append(integer(s.forks().median())).append(" | ")
                        .append(integer(s.forks().lowest())).append(" | ").append(decimal(s.nsPerOp(), 1))
                        .append(" | ").append(bytes(s.bytesPerOp())).append(" |");
                for (Anchor a : anchors) {
                    md.append(' ').append(ratio(anchorRatio(e, s, a))).append(" |");
                }
                md.append(' ').append(e.cap() == null ? "no" : e.cap()).append(" |\n");
            }
        }
        md.append('\n');
        if (group.equals("64")) {
            List<String> allocating = new ArrayList<>();
            for (Entry e : entries) {
                for (int t : new int[] {1, 2}) {
                    Score s = tp(e.key(), t);
                    if (e.key().contains(".shardflake[") && s != null && s.bytesPerOp() != null
                            && s.bytesPerOp() >= NO_ALLOCATION) {
                        allocating.add(e.label() + ", " + t + " thread" + (t == 1 ? "" : "s") + ": "
                                + bytes(s.bytesPerOp()) + " B/op");
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
    }

    private double anchorRatio(Entry e, Score s, Anchor a) {
        if (a.key() != null) {
            Score anchor = tp(a.key(), s.threads());
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

    private void latencyTable(StringBuilder md) {
        if (latency.isEmpty()) {
            return;
        }
        md.append("## 64-bit ids: latency per call (JMH sample time)\n\n");
        caption(md, "latency threads 1", "latency threads 2");
        md.append("Nanoseconds per call, each sampled call timed on its own (the two `System.nanoTime()` reads are "
                + "included, so the low percentiles are upper bounds). JMH times a sample of the calls, not every "
                + "one: a stall that strikes one call in millions can escape it, so read the drift check's "
                + "\"stalled\" list beside this table.\n\n");
        md.append("| generator | threads | p50 | p90 | p99 | p99.9 | p99.99 | max | samples | p50 × tsid | p99.9 × tsid |\n");
        md.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        for (Entry e : CATALOG) {
            if (!e.group().equals("64")) {
                continue;
            }
            for (int t : new int[] {1, 2}) {
                Score s = latency.get(e.key().replace("SnowflakeBenchmark.", "LatencyBenchmark.") + "@" + t);
                if (s == null) {
                    continue;
                }
                Score anchor = latency.get(TSID.replace("SnowflakeBenchmark.", "LatencyBenchmark.") + "@" + t);
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

    private void driftTable(StringBuilder md) {
        if (drift.isEmpty()) {
            return;
        }
        md.append("## Drift and order (outside JMH)\n\n");
        caption(md, "drift");
        md.append("Each generator flat out for ").append(seconds(number(driftHeader.get("secondsPerRun"))))
                .append(" s per thread count, ").append(Boolean.TRUE.equals(driftHeader.get("jvmPerRun"))
                        ? "each in a fresh JVM" : "all in one JVM").append(". Lead = the time written in the id minus the wall "
                        + "clock (`Instant.now()`), sampled every ")
                .append(decimal(number(driftHeader.get("samplePeriodMs")), 1))
                .append(" ms; final = the last id's. Backward / repeats = ids smaller than / equal to the same "
                        + "thread's previous id, in the order named. \"2nd half\" is the rate over the run's second "
                        + "half, after any bounded lead is spent.\n\n");
        md.append("| generator | threads | ids/s | 2nd half ids/s | max lead ms | final lead ms | lead bound | "
                + "backward | repeats | order |\n");
        md.append("|---|---:|---:|---:|---:|---:|---|---:|---:|---|\n");
        for (Map<String, Object> r : drift) {
            boolean checked = Boolean.TRUE.equals(r.get("orderChecked"));
            String order = (String) r.get("order");
            long wraps = (long) number(r.get("wraps"));
            if (wraps > 0) {
                order += "; " + wraps + " counter wrap(s), allowed by the format";
            }
            Object bound = r.get("leadBound");
            md.append("| ").append(r.get("label")).append(" | ").append(integer(number(r.get("threads"))))
                    .append(" | ").append(integer(number(r.get("idsPerSecond")))).append(" | ")
                    .append(integer(number(r.get("sustainedIdsPerSecond")))).append(" | ")
                    .append(decimal(number(r.get("maxLeadMs")), 3)).append(" | ")
                    .append(decimal(number(r.get("finalLeadMs")), 3)).append(" | ")
                    .append(bound == null ? "–" : bound).append(" | ")
                    .append(checked ? integer(number(r.get("backward"))) : "n/a").append(" | ")
                    .append(checked ? integer(number(r.get("repeats"))) : "n/a").append(" | ").append(order)
                    .append(" |\n");
        }
        List<String> broken = new ArrayList<>();
        List<String> ahead = new ArrayList<>();
        List<String> stalled = new ArrayList<>();
        for (Map<String, Object> r : drift) {
            String label = r.get("label") + " (" + integer(number(r.get("threads"))) + " thread"
                    + (number(r.get("threads")) == 1 ? "" : "s");
            if (Boolean.TRUE.equals(r.get("orderChecked"))
                    && number(r.get("backward")) + number(r.get("repeats")) > 0) {
                broken.add(label + ": " + integer(number(r.get("backward"))) + " backward, "
                        + integer(number(r.get("repeats"))) + " repeats)");
            }
            if (number(r.get("maxLeadMs")) > 100 + LEAD_TOLERANCE_MS) {
                ahead.add(label + ": " + decimal(number(r.get("maxLeadMs")), 1) + " ms)");
            }
            if (number(r.get("sustainedIdsPerSecond")) < 0.1 * number(r.get("idsPerSecond"))) {
                stalled.add(label + ": " + integer(number(r.get("sustainedIdsPerSecond"))) + " ids/s in the second "
                        + "half, " + integer(number(r.get("idsPerSecond"))) + " over the run, largest lead "
                        + decimal(number(r.get("maxLeadMs")), 0) + " ms)");
            }
        }
        md.append('\n');
        if (!broken.isEmpty()) {
            md.append("**Per-thread order broken:** ").append(String.join("; ", broken)).append(".\n\n");
        }
        if (!ahead.isEmpty()) {
            md.append("**More than 100 ms ahead of the wall clock:** ").append(String.join("; ", ahead))
                    .append(".\n\n");
        }
        if (!stalled.isEmpty()) {
            md.append("**Stalled** (under a tenth of the run's rate in its second half: a call waited for the wall "
                    + "clock to catch up with time borrowed earlier): ").append(String.join("; ", stalled))
                    .append(".\n\n");
        }
        md.append("`UUID.randomUUID()` carries no time and no order, so it is not checked. Shardflake's own "
                + "counters (largest lead, waits) are in `drift.json` as `self*`.\n\n");
    }

    // ---------------------------------------------------------------------------------------------- targets

    /** One target line: what, the measured value, met or not, and by how much. */
    record Target(String what, String measured, Boolean met, String margin, String pass) {
    }

    private void targets(StringBuilder md) {
        List<Target> list = new ArrayList<>();
        for (int t : new int[] {1, 2}) {
            Score classic = tp("SnowflakeBenchmark.shardflake[mode=classic]", t);
            if (classic != null) {
                double r = classic.score() / SNOWFLAKE_CEILING;
                double worst = classic.forks().lowest() / SNOWFLAKE_CEILING;
                list.add(new Target("Classic 41/10/12 ≥ 0.99 of the 4,096,000/s ceiling, " + threads(t),
                        integer(classic.score()) + " ± " + integer(classic.error()) + " ops/s = " + decimal(r, 4)
                                + forkNote(classic, SNOWFLAKE_CEILING, 4),
                        Math.min(r, worst) >= 0.99, percent(Math.min(r, worst) / 0.99 - 1) + " vs target, worst fork "
                                + "(the spread first slot caps it at ≈ 0.998; above that is JMH's iteration edge: "
                                + "see the notes)", "threads " + t));
            }
        }
        for (int t : new int[] {1, 2}) {
            double need = t == 1 ? 1.5 : 2.0;
            Score b = tp("SnowflakeBenchmark.shardflake[mode=borrowing]", t);
            Score tsid = tp(TSID, t);
            if (b != null && tsid != null) {
                double r = b.score() / tsid.score();
                list.add(new Target("Borrowing ≥ " + decimal(need, 1) + "× tsid-creator, " + threads(t),
                        integer(b.score()) + " vs " + integer(tsid.score()) + " ops/s = " + ratio(r), r >= need,
                        percent(r / need - 1) + " vs target", "threads " + t));
            }
        }
        for (int t : new int[] {1, 2}) {
            allocationTarget(list, t, "Every 64-bit mode allocates nothing per id (< " + NO_ALLOCATION
                    + " B/op), the wait included", List.of("classic", "default", "borrowing"),
                    mode -> "SnowflakeBenchmark.shardflake[mode=" + mode + "]", mode -> 0.0);
            allocationTarget(list, t, "Every UUID kind allocates only its UUID (32 B + < " + NO_ALLOCATION
                    + " B/op)", List.of("v7", "v7fast", "v6", "v1"), kind -> "UuidBenchmark.shardflake[kind=" + kind
                    + "]", kind -> UUID_BYTES);
            allocationTarget(list, t, "Locality vB and uniqid strings: one allocation per id, the string (its object "
                    + "and bytes: 80 B for 36 characters, 64 B for 18; + < " + NO_ALLOCATION + " B/op)",
                    List.of("locality[mode=variable]", "locality[mode=sequential]", "uniqid"),
                    name -> "FormatBenchmark." + name, name -> stringBytes(name.startsWith("uniqid") ? 18 : 36));
        }
        for (int t : new int[] {1, 2}) {
            Map<String, Object> d = driftOf("shardflake-default", t);
            if (d != null) {
                double lead = number(d.get("maxLeadMs"));
                double self = number(d.get("selfLargestLeadMs"));
                list.add(new Target("Default (100 ms lead bound), " + threads(t)
                        + ": sustained rate and largest lead within the bound",
                        integer(number(d.get("sustainedIdsPerSecond"))) + " ids/s sustained ("
                                + integer(number(d.get("idsPerSecond"))) + " over the whole run); largest lead "
                                + decimal(lead, 3) + " ms (generator's own count: " + decimal(self, 3) + " ms)",
                        lead <= 100 + LEAD_TOLERANCE_MS, lead <= 100 ? decimal(100 - lead, 3) + " ms of the bound "
                                + "left" : decimal((lead - 100) * 1000, 0) + " µs over by the sampler's clock, within "
                                + "its " + decimal(LEAD_TOLERANCE_MS * 1000, 0) + " µs precision; the generator's own "
                                + "count is the bound", "drift"));
            }
        }
        for (int t : new int[] {1, 2}) {
            Score ours = tp("UuidBenchmark.shardflake[kind=v7]", t);
            Score jug = tp(JUG_V7, t);
            Score hibernate = tp(HIBERNATE_V7, t);
            if (ours != null && jug != null) {
                double r = ours.score() / jug.score();
                double worst = ours.forks().lowest() / jug.forks().median();
                list.add(new Target("Our v7, secure by default, ≥ 1.2× java-uuid-generator v7, " + threads(t),
                        integer(ours.score()) + " vs " + integer(jug.score()) + " ops/s = " + ratio(r)
                                + (ours.forks().count() > 1 ? " (our worst fork over JUG's median: " + ratio(worst)
                                + ")" : ""), r >= 1.2, percent(r / 1.2 - 1) + " vs target", "threads " + t));
            }
            if (ours != null && hibernate != null) {
                double r = ours.score() / hibernate.score();
                list.add(new Target("Our v7, secure by default, ≥ 5× Hibernate v7, " + threads(t),
                        integer(ours.score()) + " vs " + integer(hibernate.score()) + " ops/s = " + ratio(r),
                        r >= 5, percent(r / 5 - 1) + " vs target", "threads " + t));
            }
        }
        Map<String, Object> v7 = driftOf("shardflake-v7", 2);
        if (v7 != null) {
            long back = (long) number(v7.get("backward"));
            long repeats = (long) number(v7.get("repeats"));
            list.add(new Target("Our v7: no per-thread backward step, 2 threads", back + " backward, " + repeats
                    + " repeats in " + integer(number(v7.get("ids"))) + " UUIDs", back == 0 && repeats == 0,
                    back + repeats == 0 ? "none" : (back + repeats) + " too many", "drift"));
        }
        for (String kind : new String[] {"v1", "v6"}) {
            for (int t : new int[] {1, 2}) {
                Score s = tp("UuidBenchmark.shardflake[kind=" + kind + "]", t);
                if (s != null) {
                    double r = s.score() / GREGORIAN_CEILING;
                    double worst = s.forks().lowest() / GREGORIAN_CEILING;
                    boolean everyFork = t == 2;
                    double judged = everyFork ? Math.min(r, worst) : r;
                    list.add(new Target("Our " + kind + " ≥ 0.97 of 10 M/s, " + threads(t)
                            + (everyFork ? ", in every fork" : ""), integer(s.score()) + " ± " + integer(s.error())
                            + " ops/s = " + decimal(r, 3) + forkNote(s, GREGORIAN_CEILING, 3), judged >= 0.97,
                            percent(judged / 0.97 - 1) + " vs target" + (everyFork ? ", worst fork" : ""),
                            "threads " + t));
                }
            }
        }
        List<String> broken = new ArrayList<>();
        List<String> checked = new ArrayList<>();
        for (Map<String, Object> d : drift) {
            if (((String) d.get("id")).startsWith("shardflake-") || d.get("id").equals("uniqid")
                    || d.get("id").equals("locality-sequential")) {
                if (((Number) d.get("threads")).intValue() != 2 || !Boolean.TRUE.equals(d.get("orderChecked"))) {
                    continue;
                }
                checked.add((String) d.get("label"));
                long bad = (long) (number(d.get("backward")) + number(d.get("repeats")));
                if (bad > 0) {
                    broken.add(d.get("label") + " (" + bad + ")");
                }
            }
        }
        if (!checked.isEmpty()) {
            list.add(new Target("Every Shardflake kind strictly increasing per thread, 2 threads",
                    checked.size() + " kinds checked: " + String.join(", ", checked)
                            + " (Locality variable is unordered by design)", broken.isEmpty(),
                    broken.isEmpty() ? "no id ≤ its thread's previous one" : "broken: " + String.join(", ", broken),
                    "drift"));
        }
        list.addAll(idle.targets());
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
                    .append(t.margin()).append(" | ").append(loadNote(t.pass())).append(" |\n");
        }
        md.append('\n');
    }

    /** A {@code java.util.UUID}: a 12-byte header and two longs, 32 bytes. */
    static final double UUID_BYTES = 32;

    /**
     * @param length characters, all Latin-1
     * @return the bytes of a {@code String} of that many: its 24-byte object and its byte array (16-byte header and
     *     the characters, to a multiple of 8)
     */
    static double stringBytes(int length) {
        return 24 + (16 + length + 7) / 8 * 8;
    }

    /** One line for a family of benchmarks: met when the one allocating most, in its worst fork, is in bounds. */
    private void allocationTarget(List<Target> list, int t, String what, List<String> names,
            java.util.function.Function<String, String> key, java.util.function.Function<String, Double> expected) {
        List<String> measured = new ArrayList<>();
        double worstExcess = Double.NEGATIVE_INFINITY;
        String worstName = null;
        for (String name : names) {
            Score s = tp(key.apply(name), t);
            if (s == null || s.bytesPerOp() == null) {
                continue;
            }
            double excess = s.worstBytesPerOp() - expected.apply(name);
            measured.add(name.replace("[mode=", " ").replace("]", "") + " " + bytes(s.bytesPerOp())
                    + (s.bytesForks().count() > 1 ? " (worst fork " + bytes(s.worstBytesPerOp()) + ")" : ""));
            if (excess > worstExcess) {
                worstExcess = excess;
                worstName = name;
            }
        }
        if (measured.isEmpty()) {
            return;
        }
        list.add(new Target(what + ", " + threads(t), String.join("; ", measured) + " B/op",
                worstExcess < NO_ALLOCATION, (worstExcess < NO_ALLOCATION ? "most: " : "over: ") + worstName + ", "
                        + decimal(Math.max(0, worstExcess), 2) + " B/op beyond the expected object(s)",
                "threads " + t));
    }

    private static String threads(int t) {
        return t + " thread" + (t == 1 ? "" : "s");
    }

    /** @return ", median fork … / worst fork … (n forks)" as fractions of {@code rate}, when there are forks */
    private static String forkNote(Score s, double rate, int places) {
        if (s.forks().count() < 2) {
            return "";
        }
        return "; " + s.forks().count() + " forks: median " + decimal(s.forks().median() / rate, places) + ", worst "
                + decimal(s.forks().lowest() / rate, places);
    }

    /**
     * @return the pass's 1-minute load during the run, and how much of it was not the pass's own threads: a
     *     neighbour's share of a 2-core machine is what makes a figure noisy
     */
    private String loadNote(String pass) {
        String during = env.pass(pass, "during");
        if (during == null) {
            return "not recorded";
        }
        Matcher m = Pattern.compile("mean ([0-9.]+)").matcher(during);
        String digits = pass.replaceAll("\\D+", "");
        int own = digits.isEmpty() ? 0 : Integer.parseInt(digits);
        if (!m.find() || own == 0) {
            return during;
        }
        double others = Double.parseDouble(m.group(1)) - own;
        return "mean " + m.group(1) + " with " + own + " own thread" + (own == 1 ? "" : "s") + (others >= 0.5
                ? ": **noisy**, others took ≈ " + decimal(others, 1) + " core" + (others >= 1.5 ? "s" : "")
                : ": quiet");
    }

    private void notes(StringBuilder md) {
        md.append("## Reading the numbers\n\n");
        md.append("- **ops/s** is JMH's score summed over the threads, all sharing one generator "
                + "(`Scope.Benchmark`); **ns/op** = threads × 10⁹ / (ops/s), the time one call takes on one "
                + "thread; **B/op** is `gc.alloc.rate.norm` from `-prof gc` (a `UUID` is 32 B, a 36-character "
                + "`String` about 56 B plus its byte array).\n");
        md.append("- **Noise.** ± is JMH's 99.9% confidence half-width over all measured iterations of all forks. "
                + "**forks**, **median fork** and **worst fork** are the forks' mean scores: a JIT decision or a "
                + "heap layout is made once per JVM and holds for its life, so a single fork can miss what another "
                + "shows, and the worst fork is what a target that must hold in every fork is judged by. The load "
                + "averages above say how busy the 2-core machine was: a neighbour taking a core halves a 2-thread "
                + "score.\n");
        md.append("- **Capped by design** (the last column): a generator that waits when its time slot is used "
                + "up cannot exceed its ceiling on any CPU, so its score measures the ceiling, not the code. "
                + "4,096 ids/ms for Hutool, CosId and Shardflake classic (and default, beyond its 100 ms lead; "
                + "it can score slightly above the ceiling because each iteration borrows back the time the "
                + "generator sat idle between iterations); 4,091/ms for Yitter once its 2 s of lead is spent; "
                + "10 per µs for v1/v6 timestamps of 100 ns (Shardflake's beyond its 100 ms lead; "
                + "java-uuid-generator's `UUIDTimer`, which sleeps when 100 ms ahead); 1 per µs for uniqid. "
                + "Uncapped: Shardflake borrowing, tsid-creator (borrows without limit), every v7 and v4, "
                + "uuid-creator's v1/v6 (they run up to 1 s ahead, then fall back to the wall clock).\n");
        md.append("- **Above a ceiling.** A waiting generator can score up to one millisecond's ids per iteration "
                + "above its ceiling: the millisecond under way when an iteration starts may hand out all its "
                + "sequences inside the iteration. With 500 ms iterations that is up to 0.2%, so Shardflake "
                + "classic (≈ 4,088,500/s with the even spread of each fresh millisecond's first slot) can read "
                + "4,096,000. Generators that borrow a bounded lead (default, v1/v6, uniqid) also take back, in "
                + "each iteration, the time they sat idle between iterations.\n");
        md.append("- Ratio columns divide by the named anchor of the same run and thread count; `× 10 M/s` is "
                + "shown for v1/v6 only, `× ceiling` for strings is 1 M/s for uniqid and 65.536 M/s for "
                + "Locality.\n\n");
    }

    // ---------------------------------------------------------------------------------------------- chart

    /** Horizontal bars, ops/s on a log scale, 1 thread and 2 threads side by side for each benchmark. */
    String chart() {
        List<Entry> entries = CATALOG.stream().filter(e -> tp(e.key(), 1) != null || tp(e.key(), 2) != null)
                .toList();
        double min = Double.MAX_VALUE;
        double max = 0;
        for (Score s : throughput.values()) {
            if (s.score() > 0) {
                min = Math.min(min, s.score());
                max = Math.max(max, s.score());
            }
        }
        if (max == 0) {
            min = 1e5;
            max = 1e9;
        }
        // Below 1,000 ids/s a bar means a broken run, not a slow generator: keep the scale readable.
        // Half the smallest score, so that the shortest bar still shows.
        int lowExp = Math.max(3, (int) Math.floor(Math.log10(min / 2)));
        int highExp = (int) Math.ceil(Math.log10(max));
        if (highExp <= lowExp) {
            highExp = lowExp + 1;
        }
        int labelWidth = 250;
        int plotWidth = 600;
        int width = labelWidth + plotWidth + 110;
        int rowHeight = 26;
        int top = 84;
        int groups = (int) entries.stream().map(Entry::group).distinct().count();
        int height = top + entries.size() * rowHeight + groups * 24 + 76;
        StringBuilder svg = new StringBuilder();
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(width).append("\" height=\"")
                .append(height).append("\" viewBox=\"0 0 ").append(width).append(' ').append(height)
                .append("\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">\n");
        svg.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n");
        svg.append("<text x=\"10\" y=\"22\" font-size=\"16\" font-weight=\"bold\">Ids per second, one shared "
                + "generator (log scale)</text>\n");
        svg.append("<text x=\"10\" y=\"40\" fill=\"#555\">").append(escape("run " + runDir.getFileName() + " · "
                + date() + " · " + machine())).append("</text>\n");
        svg.append("<text x=\"10\" y=\"56\" fill=\"#555\">").append(escape(jdk()
                + " · higher is better · bars share one generator between the threads")).append("</text>\n");
        svg.append("<rect x=\"").append(labelWidth).append("\" y=\"66\" width=\"12\" height=\"10\" "
                + "fill=\"#3b6ea8\"/><text x=\"").append(labelWidth + 16).append("\" y=\"75\">1 thread</text>\n");
        svg.append("<rect x=\"").append(labelWidth + 90).append("\" y=\"66\" width=\"12\" height=\"10\" "
                + "fill=\"#e08a2c\"/><text x=\"").append(labelWidth + 106).append("\" y=\"75\">2 threads</text>\n");
        int plotTop = top;
        int plotBottom = height - 66;
        // Grid: one line per power of ten.
        for (int e = lowExp; e <= highExp; e++) {
            double x = labelWidth + plotWidth * (e - lowExp) / (double) (highExp - lowExp);
            svg.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" "
                    + "stroke=\"#ddd\"/>\n", x, plotTop, x, plotBottom));
            svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\" "
                    + "fill=\"#555\">%s</text>\n", x, plotBottom + 16, powerLabel(e)));
        }
        double[] ceilings = {SNOWFLAKE_CEILING, GREGORIAN_CEILING, UNIQID_CEILING};
        String[] ceilingNames = {"4,096 ids/ms ceiling", "10/µs ceiling (v1, v6)", "1/µs ceiling (uniqid)"};
        for (int i = 0; i < ceilings.length; i++) {
            double x = xOf(ceilings[i], lowExp, highExp, labelWidth, plotWidth);
            if (x < labelWidth || x > labelWidth + plotWidth) {
                continue;
            }
            svg.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" "
                    + "stroke=\"#b33\" stroke-dasharray=\"4 3\"/>\n", x, plotTop, x, plotBottom));
            // Staggered, since 4,096,000 and 10,000,000 sit close together on a log scale.
            svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\" fill=\"#b33\" "
                    + "font-size=\"10\">%s</text>\n", x, plotBottom + 30 + 12 * i, ceilingNames[i]));
        }
        int y = plotTop;
        String group = null;
        for (Entry e : entries) {
            if (!e.group().equals(group)) {
                group = e.group();
                y += 18;
                svg.append("<text x=\"10\" y=\"").append(y).append("\" font-weight=\"bold\">")
                        .append(group.equals("64") ? "64-bit ids" : group.equals("uuid") ? "UUIDs" : "Strings")
                        .append("</text>\n");
                y += 6;
            }
            svg.append("<text x=\"").append(labelWidth - 8).append("\" y=\"").append(y + 16)
                    .append("\" text-anchor=\"end\">").append(escape(e.label())).append("</text>\n");
            for (int t = 1; t <= 2; t++) {
                Score s = tp(e.key(), t);
                int barY = y + 3 + (t - 1) * 11;
                if (s == null || !(s.score() > 0)) {
                    continue;
                }
                double x = Math.max(labelWidth, xOf(s.score(), lowExp, highExp, labelWidth, plotWidth));
                svg.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"10\" "
                        + "fill=\"%s\"><title>%s, %d thread%s: %s ops/s</title></rect>\n", labelWidth, barY,
                        x - labelWidth, t == 1 ? "#3b6ea8" : "#e08a2c", escape(e.label()), t, t == 1 ? "" : "s",
                        integer(s.score())));
                svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" font-size=\"10\" "
                        + "fill=\"#333\">%s</text>\n", x + 4, barY + 9, shortRate(s.score())));
            }
            y += rowHeight;
        }
        svg.append("</svg>\n");
        return svg.toString();
    }

    private static double xOf(double value, int lowExp, int highExp, int left, int width) {
        return left + width * (Math.log10(value) - lowExp) / (highExp - lowExp);
    }

    private static String powerLabel(int exponent) {
        switch (exponent) {
            case 3:
                return "1 k";
            case 4:
                return "10 k";
            case 5:
                return "100 k";
            case 6:
                return "1 M";
            case 7:
                return "10 M";
            case 8:
                return "100 M";
            case 9:
                return "1 G";
            default:
                return "1e" + exponent;
        }
    }

    private static String shortRate(double value) {
        if (value >= 1e6) {
            return String.format(Locale.ROOT, "%.2f M", value / 1e6);
        }
        if (value >= 1e3) {
            return String.format(Locale.ROOT, "%.0f k", value / 1e3);
        }
        return String.format(Locale.ROOT, "%.0f", value);
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
