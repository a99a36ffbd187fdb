package io.shardflake.benchmarks;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * JMH's settings of the throughput benchmarks ({@link SnowflakeBenchmark}, {@link UuidBenchmark},
 * {@link FormatBenchmark}), in one place so that their scores stay comparable: ids per second, 2 forks with a fixed
 * 1 GB heap. JMH reads these annotations from the superclass; {@code run.sh} overrides the forks and iterations.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 2, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Threads(1)
public abstract class ThroughputBenchmark {
}
