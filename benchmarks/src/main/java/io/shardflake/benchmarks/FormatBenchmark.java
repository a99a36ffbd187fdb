package io.shardflake.benchmarks;

import io.shardflake.locality.CounterMode;
import io.shardflake.locality.LocalityUuidGenerator;
import io.shardflake.uniqid.UniqidFormat;
import io.shardflake.uniqid.UniqidGenerator;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Throughput of Shardflake's string formats, made as the text an application stores: Groupon Locality UUIDs vB
 * ({@code nextString()}, 36 characters) and sharded PHP uniqids ({@code nextString()}, 18 characters with the
 * seed's prefix and 4 shards). One generator shared by all threads, as with the other benchmarks.
 *
 * <p>Ceilings by design: Locality hands out at most 65,536 stamps per millisecond (65.5 M/s, never reached: the
 * string costs more); uniqid one id per microsecond, like a PHP process, so 1,000,000 ids/s once its 100 ms of
 * lead is spent.
 */
public class FormatBenchmark extends ThroughputBenchmark {

    /** Fixed, so that no benchmark depends on the machine's network interfaces (read at build time only). */
    static final int MAC_FRAGMENT = 0x0A1B2C3;

    /** A Locality vB generator, default clock policy. */
    @State(Scope.Benchmark)
    public static class LocalityState {

        /** {@code variable} (the default: scattered first characters) or {@code sequential}. */
        @Param({"variable", "sequential"})
        public String mode;

        LocalityUuidGenerator generator;

        /** Builds the generator; links the teardown's string concatenation here, outside the measurement. */
        @Setup(Level.Trial)
        public void setUp() {
            generator = create(mode);
            report();
        }

        /** Prints the clock's counters. */
        @TearDown(Level.Trial)
        public void tearDown() {
            System.out.println(report());
        }

        private String report() {
            return "shardflake locality[" + mode + "] " + generator.statistics();
        }

        static LocalityUuidGenerator create(String mode) {
            return LocalityUuidGenerator.builder()
                    .mode(CounterMode.valueOf(mode.toUpperCase(java.util.Locale.ROOT)))
                    .macFragment(MAC_FRAGMENT)
                    .build();
        }
    }

    /** A uniqid generator in the seed's final scheme: 4 shards, 4-hex random prefix; default clock policy. */
    @State(Scope.Benchmark)
    public static class UniqidState {

        UniqidGenerator generator;

        /** Builds the generator; links the teardown's string concatenation here, outside the measurement. */
        @Setup(Level.Trial)
        public void setUp() {
            generator = create();
            report();
        }

        /** Prints the clock's counters: a uniqid generator waits once its lead is spent. */
        @TearDown(Level.Trial)
        public void tearDown() {
            System.out.println(report());
        }

        private String report() {
            return "shardflake uniqid " + generator.statistics();
        }

        static UniqidGenerator create() {
            return UniqidGenerator.builder(UniqidFormat.withPrefix(4)).build();
        }
    }

    /**
     * @param state the Locality generator
     * @return a Locality UUID vB as text
     */
    @Benchmark
    public String locality(LocalityState state) {
        return state.generator.nextString();
    }

    /**
     * @param state the uniqid generator
     * @return a sharded uniqid as text
     */
    @Benchmark
    public String uniqid(UniqidState state) {
        return state.generator.nextString();
    }
}
