package io.shardflake.benchmarks;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Latency percentiles of the 64-bit generators of {@link SnowflakeBenchmark}: the same states (so the same
 * generators and settings), measured with {@link Mode#SampleTime}, which times a sample of single calls.
 *
 * <p>Throughput hides how the time is spread: a generator that waits for the next millisecond makes most ids in
 * tens of nanoseconds and a few in up to a millisecond, and the waits show only in the high percentiles. A
 * sampled call includes two {@code System.nanoTime()} reads (about 20–30 ns on common VMs), so low percentiles
 * are an upper bound of the generator's own cost.
 *
 * <p>Kept out of the quick run (it would double it); {@code run.sh --latency} or a full run measures it.
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 2, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Threads(1)
public class LatencyBenchmark {

    /**
     * @param state Shardflake's generator, in each of its clock modes
     * @return an id
     */
    @Benchmark
    public long shardflake(SnowflakeBenchmark.ShardflakeState state) {
        return state.generator.nextId();
    }

    /**
     * @param state tsid-creator's factory
     * @return an id
     */
    @Benchmark
    public long tsidCreator(SnowflakeBenchmark.TsidState state) {
        return state.factory.create().toLong();
    }

    /**
     * @param state Hutool's Snowflake
     * @return an id
     */
    @Benchmark
    public long hutool(SnowflakeBenchmark.HutoolState state) {
        return state.snowflake.nextId();
    }

    /**
     * @param state CosId's Snowflake
     * @return an id
     */
    @Benchmark
    public long cosId(SnowflakeBenchmark.CosIdState state) {
        return state.snowflake.generate();
    }

    /**
     * @param state Yitter's generator
     * @return an id
     */
    @Benchmark
    public long yitter(SnowflakeBenchmark.YitterState state) {
        return state.generator.newLong();
    }
}
