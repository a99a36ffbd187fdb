package io.shardflake.benchmarks.report;

import static io.shardflake.benchmarks.report.HandMadeRun.forks;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The verdicts, on small hand-made runs: met or missed, judged on the mean or on the worst fork, and by how much. */
class TargetsTest {

    @TempDir
    Path folder;

    @Test
    void classicIsJudgedByItsWorstForkSoOneSlowForkMissesTheTarget() throws IOException {
        RunResults run = new HandMadeRun(folder)
                .score("SnowflakeBenchmark.shardflake[mode=classic]", 1, 1000, forks(4_075_520))
                .score("SnowflakeBenchmark.shardflake[mode=classic]", 2, 1000,
                        forks(4_090_000, 4_090_000, 4_090_000, 4_090_000, 3_990_000))
                .read();

        List<Target> targets = Targets.judge(run);

        Target one = find(targets, "Classic 41/10/12 ≥ 0.99 of the 4,096,000/s ceiling, 1 thread");
        assertThat(one.met()).isTrue();
        assertThat(one.measured()).isEqualTo("4,075,520 ± 1,000 ops/s = 0.9950");
        assertThat(one.margin()).startsWith("+0.5% vs target, worst fork");
        Target two = find(targets, "Classic 41/10/12 ≥ 0.99 of the 4,096,000/s ceiling, 2 threads");
        assertThat(two.met()).as("mean 0.9937, worst fork 0.9741").isFalse();
        assertThat(two.measured()).endsWith("= 0.9937; 5 forks: median 0.9985, worst 0.9741");
        assertThat(two.margin()).startsWith("-1.6% vs target, worst fork");
        assertThat(two.pass()).isEqualTo("threads 2");
    }

    @Test
    void gregorianKindsNeedEveryForkAtTwoThreadsButOnlyTheMeanAtOne() throws IOException {
        double[] oneSlowFork = forks(10_000_000, 9_500_000);
        RunResults run = new HandMadeRun(folder)
                .score("UuidBenchmark.shardflake[kind=v1]", 1, 10_000, oneSlowFork)
                .score("UuidBenchmark.shardflake[kind=v1]", 2, 10_000, oneSlowFork)
                .read();

        List<Target> targets = Targets.judge(run);

        assertThat(find(targets, "Our v1 ≥ 0.97 of 10 M/s, 1 thread").met()).as("mean 0.975").isTrue();
        Target two = find(targets, "Our v1 ≥ 0.97 of 10 M/s, 2 threads, in every fork");
        assertThat(two.met()).as("worst fork 0.95").isFalse();
        assertThat(two.margin()).isEqualTo("-2.1% vs target, worst fork");
    }

    @Test
    void ratiosToAnAnchorOfTheSameRunAndThreadCountMeetAtTheBoundAndMissBelowIt() throws IOException {
        RunResults run = new HandMadeRun(folder)
                .score("SnowflakeBenchmark.tsidCreator", 1, 0, forks(10_000_000))
                .score("SnowflakeBenchmark.shardflake[mode=borrowing]", 1, 0, forks(15_000_000))
                .score("SnowflakeBenchmark.tsidCreator", 2, 0, forks(10_000_000))
                .score("SnowflakeBenchmark.shardflake[mode=borrowing]", 2, 0, forks(19_000_000))
                .score("UuidBenchmark.jug[kind=v7]", 1, 0, forks(10_000_000))
                .score("UuidBenchmark.hibernate[kind=v7]", 1, 0, forks(2_500_000))
                .score("UuidBenchmark.shardflake[kind=v7]", 1, 0, forks(12_000_000))
                .read();

        List<Target> targets = Targets.judge(run);

        Target exactly = find(targets, "Borrowing ≥ 1.5× tsid-creator, 1 thread");
        assertThat(exactly.met()).isTrue();
        assertThat(exactly.measured()).isEqualTo("15,000,000 vs 10,000,000 ops/s = 1.50×");
        Target below = find(targets, "Borrowing ≥ 2.0× tsid-creator, 2 threads");
        assertThat(below.met()).isFalse();
        assertThat(below.margin()).isEqualTo("-5.0% vs target");
        assertThat(find(targets, "Our v7, secure by default, ≥ 1.2× java-uuid-generator v7, 1 thread").met())
                .isTrue();
        Target hibernate = find(targets, "Our v7, secure by default, ≥ 5× Hibernate v7, 1 thread");
        assertThat(hibernate.met()).isFalse();
        assertThat(hibernate.measured()).endsWith("= 4.80×");
        assertThat(targets).noneMatch(t -> t.what().startsWith("Our v7, secure by default, ≥ 1.2× java-uuid-generator "
                + "v7, 2 threads"));
    }

    @Test
    void anAllocationTargetIsMissedByTheWorstForkOfTheFamilyMemberAllocatingMost() throws IOException {
        RunResults run = new HandMadeRun(folder)
                .score("SnowflakeBenchmark.shardflake[mode=classic]", 1, 0, forks(4e6, 4e6), 0.05, 0.05)
                .score("SnowflakeBenchmark.shardflake[mode=default]", 1, 0, forks(4e6, 4e6), 0.02, 58.8)
                .score("UuidBenchmark.shardflake[kind=v7]", 1, 0, forks(1e7), 32.0)
                .score("UuidBenchmark.shardflake[kind=v6]", 1, 0, forks(1e7), 32.05)
                .score("FormatBenchmark.uniqid", 1, 0, forks(1e6), 64.0)
                .score("FormatBenchmark.locality[mode=variable]", 1, 0, forks(1e6), 80.2)
                .read();

        List<Target> targets = Targets.judge(run);

        Target modes = find(targets, "Every 64-bit mode allocates nothing per id");
        assertThat(modes.met()).isFalse();
        assertThat(modes.measured()).isEqualTo("classic 0.05 (worst fork 0.05); default 29.41 (worst fork 58.80) B/op");
        assertThat(modes.margin()).isEqualTo("over: default, 58.80 B/op beyond the expected object(s)");
        Target uuids = find(targets, "Every UUID kind allocates only its UUID");
        assertThat(uuids.met()).as("32 B is the UUID itself").isTrue();
        assertThat(uuids.margin()).isEqualTo("most: v6, 0.05 B/op beyond the expected object(s)");
        Target strings = find(targets, "Locality vB and uniqid strings");
        assertThat(strings.met()).as("80 B is a 36-character string; 0.2 B more is another object now and then")
                .isFalse();
        assertThat(strings.margin()).startsWith("over: locality[mode=variable], 0.20 B/op");
        assertThat(Targets.stringBytes(36)).isEqualTo(80);
        assertThat(Targets.stringBytes(18)).isEqualTo(64);
    }

    @Test
    void theDefaultLeadBoundAllowsTheSamplersPrecisionAndNoMore() throws IOException {
        RunResults run = new HandMadeRun(folder)
                .drift("shardflake-default", 1, 100.005, 0, 0)
                .drift("shardflake-default", 2, 100.02, 0, 0)
                .read();

        List<Target> targets = Targets.judge(run);

        Target within = find(targets, "Default (100 ms lead bound), 1 thread");
        assertThat(within.met()).isTrue();
        assertThat(within.margin()).startsWith("5 µs over by the sampler's clock, within its 10 µs precision");
        assertThat(find(targets, "Default (100 ms lead bound), 2 threads").met()).isFalse();
    }

    @Test
    void aBackwardStepMissesTheOrderTargets() throws IOException {
        RunResults run = new HandMadeRun(folder)
                .drift("shardflake-v7", 2, 0, 1, 0)
                .drift("shardflake-classic", 2, 0, 0, 0)
                .drift("jug-v7", 2, 0, 2497, 0)
                .read();

        List<Target> targets = Targets.judge(run);

        Target v7 = find(targets, "Our v7: no per-thread backward step, 2 threads");
        assertThat(v7.met()).isFalse();
        assertThat(v7.margin()).isEqualTo("1 too many");
        Target every = find(targets, "Every Shardflake kind strictly increasing per thread");
        assertThat(every.met()).isFalse();
        assertThat(every.measured()).startsWith("2 kinds checked: shardflake-v7, shardflake-classic");
        assertThat(every.margin()).as("another library's order is not Shardflake's target")
                .isEqualTo("broken: shardflake-v7 (1)");
    }

    @Test
    void anIdleJvmIsJudgedByTheWorseOfItsTwoCpuFiguresAndAnyWakeUp() throws IOException {
        List<Target> quiet = Targets.judge(new HandMadeRun(folder.resolve("quiet")).idle(0.15, 0.1, 0).read());
        List<Target> busy = Targets.judge(new HandMadeRun(folder.resolve("busy")).idle(0.1, 3.9, 1000).read());

        assertThat(find(quiet, "An idle JVM").met()).isTrue();
        assertThat(find(quiet, "An idle JVM").margin()).isEqualTo("0.05 points of the bound left");
        assertThat(find(quiet, "Generators idle for 100 ms").met()).isTrue();
        assertThat(find(busy, "An idle JVM").met()).isFalse();
        assertThat(find(busy, "Generators idle for 100 ms").margin()).isEqualTo("1,000 too many");
    }

    @Test
    void aRunWithoutTheFiguresJudgesNothing() throws IOException {
        assertThat(Targets.judge(new HandMadeRun(folder).read())).isEmpty();
    }

    private static Target find(List<Target> targets, String prefix) {
        return targets.stream().filter(t -> t.what().startsWith(prefix)).findFirst()
                .orElseThrow(() -> new AssertionError("no target " + prefix + " in " + targets));
    }
}
