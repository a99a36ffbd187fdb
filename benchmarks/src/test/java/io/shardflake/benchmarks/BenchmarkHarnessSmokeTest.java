package io.shardflake.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Collection;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * Runs every benchmark once, briefly, in this JVM, so the harness cannot rot unnoticed: a generator whose API
 * changed, a state that fails in setup, or an annotation processor that stopped writing the benchmark list all
 * fail the build. It measures nothing worth reading.
 */
class BenchmarkHarnessSmokeTest {

    @Test
    void everySnowflakeBenchmarkRunsAndScores() throws RunnerException {
        Options options = new OptionsBuilder()
                .include(SnowflakeBenchmark.class.getName() + "\\.")
                // In-process: a forked JVM would need the test class path and take seconds to start.
                .forks(0)
                .threads(1)
                .warmupIterations(0)
                .measurementIterations(1)
                .measurementTime(TimeValue.milliseconds(100))
                .timeUnit(TimeUnit.SECONDS)
                .shouldFailOnError(true)
                .verbosity(VerboseMode.SILENT)
                .build();

        Collection<RunResult> results = new Runner(options).run();

        Map<String, Double> scores = new TreeMap<>();
        for (RunResult result : results) {
            String method = result.getParams().getBenchmark();
            String mode = result.getParams().getParam("mode");
            String name = method.substring(method.lastIndexOf('.') + 1) + (mode == null ? "" : "[" + mode + "]");
            scores.put(name, result.getPrimaryResult().getScore());
        }
        assertThat(scores).containsOnlyKeys("shardflake[classic]", "shardflake[borrowing]", "shardflake[default]",
                "tsidCreator", "hutool", "cosId", "yitter");
        assertThat(scores).allSatisfy((name, score) -> assertThat(score).as(name).isPositive());
    }
}
