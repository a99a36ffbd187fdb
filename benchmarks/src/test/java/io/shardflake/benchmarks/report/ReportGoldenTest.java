package io.shardflake.benchmarks.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.benchmarks.ReportWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report and chart of real run folders, byte for byte as the ReportWriter before the split wrote them: the
 * custom run of 2026-11-24 (1 and 2 threads, 2 and 5 forks; its JMH files trimmed to the metrics the report reads)
 * and a smoke-test run with every file a run can leave (latency, drift, idle), compared with the first.
 * The expected files hold {@code {RUNS}} where the folder's path stands.
 */
class ReportGoldenTest {

    private static final String CUSTOM = "20261124T033051Z-custom";
    private static final String SMOKE = "20261124T043334Z-smoke";

    @TempDir
    Path runs;

    @BeforeEach
    void copyRuns() throws IOException, URISyntaxException {
        Path source = Path.of(getClass().getResource("runs").toURI());
        try (Stream<Path> files = Files.walk(source)) {
            files.forEach(file -> copy(file, runs.resolve(source.relativize(file).toString())));
        }
    }

    @Test
    void theCustomRunsReportIsUnchanged() throws IOException {
        Path run = runs.resolve(CUSTOM);

        ReportWriter.write(run, run.resolve("report.md"), null);

        assertThat(read(run.resolve("report.md"))).isEqualTo(expected(CUSTOM + ".md"));
        assertThat(read(run.resolve("chart.svg"))).isEqualTo(expected(CUSTOM + ".svg"));
    }

    @Test
    void aRunWithEveryPassComparedWithAnEarlierOneIsUnchanged() throws IOException {
        Path run = runs.resolve(SMOKE);
        Path out = runs.resolve("smoke-compared.md");

        ReportWriter.write(run, out, null, runs.resolve(CUSTOM));

        assertThat(read(out)).isEqualTo(expected(SMOKE + "-compared.md"));
        assertThat(read(run.resolve("chart.svg"))).isEqualTo(expected(SMOKE + ".svg"));
    }

    private String read(Path file) throws IOException {
        return Files.readString(file, StandardCharsets.UTF_8).replace(runs.toString(), "{RUNS}");
    }

    private String expected(String name) throws IOException {
        try (var in = getClass().getResourceAsStream("expected/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static void copy(Path from, Path to) {
        try {
            if (Files.isDirectory(from)) {
                Files.createDirectories(to);
            } else {
                Files.copy(from, to);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
