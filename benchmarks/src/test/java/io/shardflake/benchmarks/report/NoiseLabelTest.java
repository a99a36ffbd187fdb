package io.shardflake.benchmarks.report;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The load note beside each target: what of the machine's load during a pass was not the pass's own threads. */
class NoiseLabelTest {

    private static final String ENV = """
            date: 2026-11-24T03:30:51Z
            threads 1: load before: 0.10 0.20 0.30
            threads 1: 1-minute load during the run (its own threads included): mean 1.30, max 1.50 over 12 samples
            threads 2: load before: 0.57 2.31 4.75
            threads 2: 1-minute load during the run (its own threads included): mean 4.02, max 12.54 over 335 samples
            latency threads 2: 1-minute load during the run (its own threads included): mean 2.60, max 3.00 over 9 samples
            drift: 1-minute load during the run (its own threads included): mean 3.00, max 3.10 over 20 samples
            """;

    private final EnvFile env = EnvFile.parse(ENV);

    @Test
    void underHalfACoreOfOthersIsQuiet() {
        assertThat(env.loadNote("threads 1")).isEqualTo("mean 1.30 with 1 own thread: quiet");
    }

    @Test
    void halfACoreOrMoreOfOthersIsNoisyAndSaysHowMuch() {
        assertThat(env.loadNote("latency threads 2"))
                .isEqualTo("mean 2.60 with 2 own threads: **noisy**, others took ≈ 0.6 core");
        assertThat(env.loadNote("threads 2"))
                .isEqualTo("mean 4.02 with 2 own threads: **noisy**, others took ≈ 2.0 cores");
    }

    @Test
    void aPassWithoutAThreadCountShowsTheLoadAsRecorded() {
        assertThat(env.loadNote("drift")).isEqualTo("mean 3.00, max 3.10 over 20 samples");
    }

    @Test
    void aPassWithoutLoadSamplesSaysSo() {
        assertThat(env.loadNote("idle")).isEqualTo("not recorded");
    }
}
