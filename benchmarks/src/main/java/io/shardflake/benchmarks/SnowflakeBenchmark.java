package io.shardflake.benchmarks;

import cn.hutool.core.lang.Snowflake;
import com.github.f4b6a3.tsid.TsidFactory;
import com.github.yitter.contract.IdGeneratorOptions;
import com.github.yitter.contract.IIdGenerator;
import com.github.yitter.idgen.DefaultIdGenerator;
import io.shardflake.LayoutPreset;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ClockPolicy;
import io.shardflake.clock.ClockSettings;
import java.time.Duration;
import me.ahoo.cosid.CosId;
import me.ahoo.cosid.snowflake.MillisecondSnowflakeId;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Throughput of one shared 64-bit id generator: Shardflake's {@link SnowflakeGenerator} beside the Snowflake-style
 * generators Java users pick today.
 *
 * <p>Every generator gets the same bit budget as Twitter's layout, so the comparison is of algorithms, not of
 * layouts:
 * <pre>
 *  63  62                                  22 21          12 11           0
 * +---+--------------------------------------+--------------+--------------+
 * | 0 |       time: 41 bits of ms            | node: 10 bits| seq: 12 bits |
 * +---+--------------------------------------+--------------+--------------+
 * </pre>
 * A 12-bit sequence per millisecond caps a generator that waits for the next millisecond at
 * 4,096 ids/ms = 4,096,000 ids/s, whatever the CPU. Generators that borrow future milliseconds instead can run
 * past that for as long as they are allowed to run ahead of the wall clock.
 *
 * <p>Each generator lives in a {@code Scope.Benchmark} state, so with {@code -t 2} both threads share one
 * generator, as the threads of a real application do. Each anchor has its own state class so that the
 * {@code mode} parameter multiplies only Shardflake's benchmark, and no anchor is built for a run that does not
 * measure it.
 *
 * <p>Modes of Shardflake's clock policy:
 * <ul>
 *   <li>{@code classic}: {@link ClockPolicy#classic()}, no lead; waits for the next millisecond, like Twitter's.
 *   <li>{@code borrowing}: 1 hour of lead, longer than any run here, so it never waits: the pure cost of the
 *       algorithm.
 *   <li>{@code default}: {@link ClockPolicy#DEFAULT}, 100 ms of lead; borrows through a burst, then settles at
 *       the same ceiling as classic.
 * </ul>
 */
public class SnowflakeBenchmark extends ThroughputBenchmark {

    /** Every generator gets this node (worker) id; any value in range would do. */
    static final int NODE = 7;

    /** Shardflake's generator on Twitter's layout, under one of three clock policies. */
    @State(Scope.Benchmark)
    public static class ShardflakeState {

        /** Which clock policy; see the class Javadoc. */
        @Param({"classic", "borrowing", "default"})
        public String mode;

        SnowflakeGenerator generator;

        /** Builds the generator once per trial, so no run inherits the lead of the previous one. */
        @Setup(Level.Trial)
        public void setUp() {
            generator = SnowflakeGenerator.builder(LayoutPreset.TWITTER.layout())
                    .workerId(NODE)
                    .clock(ClockSettings.DEFAULT.withPolicy(policy(mode)))
                    .build();
            // The first string concatenation and record toString() link their call sites, allocating about a
            // megabyte. Done here, that lands in setup; done first in tearDown, -prof gc charged it to the last
            // measured iteration (0.24 B/op on a generator that allocates nothing).
            report();
        }

        /** Prints the clock's counters: they tell whether a score was capped by waiting or ran ahead. */
        @TearDown(Level.Trial)
        public void tearDown() {
            System.out.println(report());
        }

        private String report() {
            return "shardflake[" + mode + "] " + generator.statistics();
        }

        static ClockPolicy policy(String mode) {
            switch (mode) {
                case "classic":
                    return ClockPolicy.classic();
                case "borrowing":
                    return ClockPolicy.DEFAULT.withMaxLead(Duration.ofHours(1));
                case "default":
                    return ClockPolicy.DEFAULT;
                default:
                    throw new IllegalArgumentException("mode " + mode + ": expected classic, borrowing or default");
            }
        }
    }

    /**
     * tsid-creator's factory with 10 node bits, which leaves a 12-bit counter: Twitter's budget. Its counter
     * starts at a random value each millisecond and carries into the next millisecond when it overflows, with no
     * bound on how far ahead it runs.
     */
    @State(Scope.Benchmark)
    public static class TsidState {

        TsidFactory factory;

        /** Keeps the library's default randomness (a {@code SecureRandom}), which is what its users get. */
        @Setup(Level.Trial)
        public void setUp() {
            factory = TsidFactory.builder().withNodeBits(10).withNode(NODE).build();
        }
    }

    /**
     * Hutool's {@code Snowflake}: 5-bit worker + 5-bit data center, 12-bit sequence; {@code synchronized}, and
     * spins to the next millisecond when the sequence is used up.
     */
    @State(Scope.Benchmark)
    public static class HutoolState {

        Snowflake snowflake;

        /** Reads {@code System.currentTimeMillis()} itself (not Hutool's cached clock thread): its default. */
        @Setup(Level.Trial)
        public void setUp() {
            snowflake = new Snowflake(NODE, 0);
        }
    }

    /**
     * CosId's {@code MillisecondSnowflakeId}: 41-bit ms | 10-bit machine | 12-bit sequence; {@code synchronized},
     * and spins to the next millisecond when the sequence is used up.
     */
    @State(Scope.Benchmark)
    public static class CosIdState {

        MillisecondSnowflakeId snowflake;

        /** Sets all three widths explicitly, so a change of CosId's defaults cannot change the comparison. */
        @Setup(Level.Trial)
        public void setUp() {
            snowflake = new MillisecondSnowflakeId(CosId.COSID_EPOCH, 41, 10, 12, NODE);
        }
    }

    /**
     * Yitter's "drift" Snowflake (method 1) with a 10-bit worker and a 12-bit sequence. Sequences 0..4 are
     * reserved, so a millisecond holds 4,091 ids; when they run out it borrows up to 2,000 ms ahead, then spins
     * until the wall clock catches up.
     */
    @State(Scope.Benchmark)
    public static class YitterState {

        IIdGenerator generator;

        /**
         * Yitter keeps its worker in a static field, so this replaces any earlier one in the JVM; the constructor
         * also sleeps 500 ms, which is setup time and not measured.
         */
        @Setup(Level.Trial)
        public void setUp() {
            IdGeneratorOptions options = new IdGeneratorOptions((short) NODE);
            options.WorkerIdBitLength = 10;
            options.SeqBitLength = 12;
            generator = new DefaultIdGenerator(options);
        }
    }

    /**
     * @param state Shardflake's generator
     * @return an id, returned so that JMH consumes it
     */
    @Benchmark
    public long shardflake(ShardflakeState state) {
        return state.generator.nextId();
    }

    /**
     * @param state tsid-creator's factory
     * @return an id; {@code toLong()} because an application stores the long, not the {@code Tsid}
     */
    @Benchmark
    public long tsidCreator(TsidState state) {
        return state.factory.create().toLong();
    }

    /**
     * @param state Hutool's Snowflake
     * @return an id
     */
    @Benchmark
    public long hutool(HutoolState state) {
        return state.snowflake.nextId();
    }

    /**
     * @param state CosId's Snowflake
     * @return an id
     */
    @Benchmark
    public long cosId(CosIdState state) {
        return state.snowflake.generate();
    }

    /**
     * @param state Yitter's generator
     * @return an id
     */
    @Benchmark
    public long yitter(YitterState state) {
        return state.generator.newLong();
    }
}
