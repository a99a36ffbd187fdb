package io.shardflake.benchmarks.report;

import static io.shardflake.benchmarks.report.HandMadeRun.forks;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --compare}: a figure differs from the earlier run's when the gap exceeds both runs' errors together. */
class ComparisonTest {

    @TempDir
    Path folder;

    @Test
    void aGapWiderThanTheSumOfTheErrorsIsBeyondTheNoise() throws IOException {
        RunResults earlier = new HandMadeRun(folder.resolve("earlier"))
                .score("SnowflakeBenchmark.tsidCreator", 1, 10, forks(1000))
                .score("SnowflakeBenchmark.hutool", 1, 10, forks(1000))
                .read();
        RunResults now = new HandMadeRun(folder.resolve("now"))
                .score("SnowflakeBenchmark.tsidCreator", 1, 10, forks(1021))
                .score("SnowflakeBenchmark.hutool", 1, 10, forks(1020))
                .read();

        assertThat(Comparison.beyondNoise(now.tp("SnowflakeBenchmark.tsidCreator", 1),
                earlier.tp("SnowflakeBenchmark.tsidCreator", 1))).isTrue();
        assertThat(Comparison.beyondNoise(now.tp("SnowflakeBenchmark.hutool", 1),
                earlier.tp("SnowflakeBenchmark.hutool", 1))).as("a gap of exactly the errors' sum").isFalse();
        StringBuilder md = new StringBuilder();
        Comparison.append(md, now, earlier, folder.resolve("now/report.md"));
        assertThat(md).contains("| tsid-creator | 1 | 1,000 ± 10 | 1,021 ± 10 | 1.02× | **yes** |",
                "| Hutool | 1 | 1,000 ± 10 | 1,020 ± 10 | 1.02× | no |",
                "**Beyond the noise:** tsid-creator (1t: 1.02×).");
    }

    @Test
    void anErrorJmhCouldNotGiveCountsAsNone() throws IOException {
        RunResults earlier = new HandMadeRun(folder.resolve("earlier"))
                .score("SnowflakeBenchmark.cosId", 2, Double.NaN, forks(1000)).read();
        RunResults now = new HandMadeRun(folder.resolve("now"))
                .score("SnowflakeBenchmark.cosId", 2, Double.NaN, forks(1001)).read();

        assertThat(Comparison.beyondNoise(now.tp("SnowflakeBenchmark.cosId", 2),
                earlier.tp("SnowflakeBenchmark.cosId", 2))).isTrue();
    }
}
