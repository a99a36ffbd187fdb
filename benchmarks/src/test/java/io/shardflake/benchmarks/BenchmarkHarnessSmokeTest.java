package io.shardflake.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import io.shardflake.benchmarks.results.DriftFile;
import io.shardflake.benchmarks.results.DriftResult;
import io.shardflake.benchmarks.results.IdleFile;
import io.shardflake.benchmarks.results.ResultFiles;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * Runs every benchmark class once, briefly, in this JVM, then the drift-and-order check and the report writer on
 * what they wrote, so the harness cannot rot unnoticed: a generator whose API changed, a state that fails in
 * setup, an annotation processor that stopped writing the benchmark list, or a report writer that no longer
 * reads JMH's JSON all fail the build. It measures nothing worth reading, in well under 30 seconds.
 *
 * <p>The steps share one folder laid out like a run of {@code run.sh} ({@code t1.json}, {@code lat-t1.json},
 * {@code publicid.json}, {@code drift.json}), in order.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class BenchmarkHarnessSmokeTest {

    private Path run;

    @BeforeAll
    void makeRunFolder() throws IOException {
        run = Files.createTempDirectory("benchmark-smoke-");
    }

    @Test
    @Order(1)
    void everyThroughputBenchmarkRunsAndScores() throws RunnerException {
        Map<String, Double> scores = runJmh("(SnowflakeBenchmark|UuidBenchmark|FormatBenchmark)", "t1.json");

        assertThat(scores).containsOnlyKeys(
                "SnowflakeBenchmark.shardflake[classic]", "SnowflakeBenchmark.shardflake[borrowing]",
                "SnowflakeBenchmark.shardflake[default]", "SnowflakeBenchmark.tsidCreator",
                "SnowflakeBenchmark.hutool", "SnowflakeBenchmark.cosId", "SnowflakeBenchmark.yitter",
                "UuidBenchmark.shardflake[v7]", "UuidBenchmark.shardflake[v7fast]",
                "UuidBenchmark.shardflake[v7perCall]", "UuidBenchmark.shardflake[v6]",
                "UuidBenchmark.shardflake[v1]", "UuidBenchmark.jug[v7]", "UuidBenchmark.jug[v6]",
                "UuidBenchmark.jug[v1]", "UuidBenchmark.uuidCreator[v7]", "UuidBenchmark.uuidCreator[v6]",
                "UuidBenchmark.uuidCreator[v1]", "UuidBenchmark.hibernate[v7]", "UuidBenchmark.hibernate[v6]",
                "UuidBenchmark.randomUuid",
                "FormatBenchmark.locality[variable]", "FormatBenchmark.locality[sequential]", "FormatBenchmark.uniqid");
        assertThat(scores).allSatisfy((name, score) -> assertThat(score).as(name).isPositive());
    }

    @Test
    @Order(2)
    void everyLatencyBenchmarkRunsAndScores() throws RunnerException {
        Map<String, Double> scores = runJmh("LatencyBenchmark", "lat-t1.json");

        assertThat(scores).containsOnlyKeys("LatencyBenchmark.shardflake[classic]",
                "LatencyBenchmark.shardflake[borrowing]", "LatencyBenchmark.shardflake[default]",
                "LatencyBenchmark.tsidCreator", "LatencyBenchmark.hutool", "LatencyBenchmark.cosId",
                "LatencyBenchmark.yitter");
        assertThat(scores).allSatisfy((name, score) -> assertThat(score).as(name).isPositive());
    }

    @Test
    @Order(3)
    void thePublicIdBenchmarkRunsEveryRow() throws RunnerException {
        Map<String, Double> scores = runJmh("PublicIdBenchmark", "publicid.json");

        assertThat(scores).containsOnlyKeys("PublicIdBenchmark.mask", "PublicIdBenchmark.unmask",
                "PublicIdBenchmark.maskText", "PublicIdBenchmark.unmaskText", "PublicIdBenchmark.maskUuid",
                "PublicIdBenchmark.unmaskUuid", "PublicIdBenchmark.maskUuidText", "PublicIdBenchmark.unmaskUuidText",
                "PublicIdBenchmark.sqidsEncode", "PublicIdBenchmark.sqidsDecode", "PublicIdBenchmark.hashidsEncode",
                "PublicIdBenchmark.hashidsDecode");
        assertThat(scores).allSatisfy((name, score) -> assertThat(score).as(name).isPositive());
    }

    /** On the pooled threads only: the build's JDK is 17, and virtual threads begin with Java 21. */
    @Test
    @Order(3)
    void theVirtualThreadBenchmarkRunsEveryRowOnPooledThreads() throws RunnerException {
        Options options = new OptionsBuilder().include("io\\.shardflake\\.benchmarks\\.VirtualThreadBenchmark\\.")
                .param("thread", "pooled").forks(0).warmupIterations(0).measurementIterations(1)
                .measurementTime(TimeValue.milliseconds(50)).shouldFailOnError(true).verbosity(VerboseMode.SILENT)
                .build();

        Collection<RunResult> results = new Runner(options).run();

        assertThat(results).hasSize(7).allSatisfy(result -> assertThat(result.getPrimaryResult().getScore())
                .as(result.getParams().getBenchmark()).isPositive());
    }

    @Test
    @Order(4)
    void theDriftAndOrderCheckRunsEveryGenerator() throws Exception {
        Path json = run.resolve("drift.json");

        DriftAndOrderCheck.main(new String[] {"--in-process", "--seconds", "0.05", "--threads", "1", "--json",
            json.toString()});

        List<DriftResult> written = ResultFiles.read(json, DriftFile.class).results();
        assertThat(written).hasSize(DriftAndOrderCheck.subjects().size());
        List<DriftResult> results = new ArrayList<>();
        for (DriftResult r : written) {
            results.add(madeIds(r));
        }
        assertThat(results).allSatisfy(r -> {
            assertThat(r.ids()).as(r.id()).isPositive();
            assertThat(r.maxLeadMs()).as(r.id() + " max lead").isNotNull();
        });
        // The one thing that must hold however briefly it runs: one thread of a Shardflake generator never
        // sees an id out of order.
        assertThat(results).filteredOn(r -> r.id().startsWith("shardflake-"))
                .allSatisfy(r -> assertThat(r.backward() + r.repeats()).as(r.id()).isZero());
    }

    /**
     * On a machine busy with other work, a worker thread may not get a core within the 50 ms a generator runs and
     * make no id at all: such a generator runs again, 200 ms at a time, until it makes ids or 30 s have passed.
     */
    private static DriftResult madeIds(DriftResult result) throws InterruptedException {
        DriftAndOrderCheck.Subject subject = DriftAndOrderCheck.subjects().stream()
                .filter(s -> s.id().equals(result.id())).findFirst().orElseThrow();
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        DriftResult latest = result;
        while (latest.ids() == 0 && System.nanoTime() - deadline < 0) {
            latest = DriftAndOrderCheck.run(subject, 1, Duration.ofMillis(200));
        }
        return latest;
    }

    @Test
    @Order(5)
    void theIdleCheckRunsBothArmsInTheirOwnJvms() throws Exception {
        Path json = run.resolve("idle.json");

        IdleCostCheck.main(new String[] {"--rounds", "1", "--idle-seconds", "1.1", "--burst-ms", "50", "--json",
            json.toString()});

        IdleFile idle = ResultFiles.read(json, IdleFile.class);
        assertThat(idle.with()).hasSize(1);
        assertThat(idle.without()).hasSize(1);
        assertThat(idle.with().get(0).idsInBurst()).isPositive();
        assertThat(idle.with().get(0).processCpuMs()).isNotNull();
        assertThat(idle.without().get(0).tickerCpuMs()).as("no ticker thread without generators").isNull();
    }

    @Test
    @Order(6)
    void theReportWriterReadsTheRun() throws IOException {
        Path report = run.resolve("report.md");

        ReportWriter.write(run, report, null);

        String markdown = Files.readString(report, StandardCharsets.UTF_8);
        assertThat(markdown).contains("## Targets", "## 64-bit ids: throughput", "## UUIDs: throughput",
                "## Strings: Locality vB and uniqid: throughput", "## 64-bit ids: latency per call",
                "## Drift and order", "## Idle cost", "| Shardflake classic | 1 |", "| Hibernate v7 | 1 |",
                "## Public ids: mask and unmask per id", "| Sqids `encode` | 1 |", "**Goal (issue 24)",
                "(chart.svg)");
        assertThat(markdown).doesNotContain("NaN");
        String svg = Files.readString(run.resolve("chart.svg"), StandardCharsets.UTF_8);
        assertThat(svg).startsWith("<svg").contains("Shardflake v7").endsWith("</svg>\n");
    }

    @Test
    @Order(7)
    void theReportComparesWithAnEarlierRun() throws IOException {
        Path report = run.resolve("compared.md");

        ReportWriter.write(run, report, null, run);

        String markdown = Files.readString(report, StandardCharsets.UTF_8);
        assertThat(markdown).contains("## Against the earlier run", "| Shardflake classic | 1 |");
        assertThat(markdown).doesNotContain("NaN");
    }

    @Test
    @Order(8)
    void rewritingTheReportKeepsWhatOthersAddedOutsideTheMarkers() throws IOException {
        Path report = run.resolve("published.md");
        ReportWriter.write(run, report, null);
        Files.writeString(report, Files.readString(report, StandardCharsets.UTF_8) + "\n## Persistence\n\ntheirs\n");

        ReportWriter.write(run, report, null);

        String markdown = Files.readString(report, StandardCharsets.UTF_8);
        assertThat(markdown).startsWith(ReportWriter.BEGIN).contains(ReportWriter.END + "\n\n## Persistence\n\ntheirs\n");
        assertThat(markdown.split("## Targets", -1)).hasSize(2);
    }

    /** Runs the matching benchmarks in this JVM for one 50 ms iteration and writes JMH's JSON into the run. */
    private Map<String, Double> runJmh(String pattern, String resultFile) throws RunnerException {
        Options options = new OptionsBuilder()
                .include("io\\.shardflake\\.benchmarks\\." + pattern + "\\.")
                // In-process: a forked JVM would need the test class path and take seconds to start.
                .forks(0)
                .threads(1)
                .warmupIterations(0)
                .measurementIterations(1)
                .measurementTime(TimeValue.milliseconds(50))
                .shouldFailOnError(true)
                .verbosity(VerboseMode.SILENT)
                .resultFormat(ResultFormatType.JSON)
                .result(run.resolve(resultFile).toString())
                .build();

        Collection<RunResult> results = new Runner(options).run();

        Map<String, Double> scores = new TreeMap<>();
        for (RunResult result : results) {
            String benchmark = result.getParams().getBenchmark();
            String[] parts = benchmark.split("\\.");
            String param = result.getParams().getParam("mode") != null ? result.getParams().getParam("mode")
                    : result.getParams().getParam("kind");
            scores.put(parts[parts.length - 2] + "." + parts[parts.length - 1] + (param == null ? "" : "[" + param
                    + "]"), result.getPrimaryResult().getScore());
        }
        return scores;
    }
}
