package io.shardflake.benchmarks;

import io.shardflake.clock.WallClock;
import java.time.Clock;
import java.time.Instant;
import org.openjdk.jmh.annotations.Benchmark;

/**
 * What one read of the time costs, each way a generator can read it: the numbers behind the choice of a generator's
 * default wall clock (a field a ticker thread refreshes, or the system clock read on every id).
 *
 * <p>Not part of the throughput pass: run it on its own, e.g.
 * {@code java -jar benchmarks/target/benchmarks.jar ClockReadBenchmark -t 1 -prof gc}.
 */
public class ClockReadBenchmark extends NanosPerCallBenchmark {

    private static final Clock UTC = Clock.systemUTC();

    private final WallClock ticking = WallClock.ticking();
    private final WallClock system = WallClock.system();

    /** @return {@link System#currentTimeMillis()}: what a millisecond clock reads without a ticker */
    @Benchmark
    public long systemMillis() {
        return System.currentTimeMillis();
    }

    /** @return microseconds from {@link Clock#instant()}: what a microsecond clock (v1, v6, uniqid) reads */
    @Benchmark
    public long systemMicros() {
        Instant now = UTC.instant();
        return now.getEpochSecond() * 1_000_000L + now.getNano() / 1000;
    }

    /** @return {@link System#nanoTime()}: what a wait reads to know how long it has waited */
    @Benchmark
    public long nanoTime() {
        return System.nanoTime();
    }

    /** @return {@link WallClock#ticking()}'s milliseconds: the default of millisecond generators */
    @Benchmark
    public long tickingMillis() {
        return ticking.currentTimeMillis();
    }

    /** @return {@link WallClock#system()}'s microseconds, as a generator reads them */
    @Benchmark
    public long wallClockSystemMicros() {
        return system.currentTimeMicros();
    }
}
