package io.shardflake.benchmarks;

import com.fasterxml.uuid.Generators;
import com.fasterxml.uuid.NoArgGenerator;
import com.github.f4b6a3.uuid.UuidCreator;
import io.shardflake.clock.ClockSettings;
import io.shardflake.uuid.UuidGenerator;
import io.shardflake.uuid.UuidV1Generator;
import io.shardflake.uuid.UuidV6Generator;
import io.shardflake.uuid.UuidV7Generator;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.UUID;
import java.util.function.Supplier;
import org.hibernate.id.uuid.UuidValueGenerator;
import org.hibernate.id.uuid.UuidVersion6Strategy;
import org.hibernate.id.uuid.UuidVersion7Strategy;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Throughput of one shared time-based UUID generator: Shardflake's version 7, 6 and 1 beside the libraries Java
 * users pick for them, and {@link UUID#randomUUID()} as the baseline every reader knows.
 *
 * <p>Each generator lives in a {@code Scope.Benchmark} state, so with {@code -t 2} both threads share one, as
 * the threads of an application share its generator. uuid-creator's {@code UuidCreator} methods use static,
 * JVM-wide factories, which are just as shared.
 *
 * <p>Every API below was checked with {@code javap} against the jars this module builds with:
 * <ul>
 *   <li>java-uuid-generator 5.2: {@code Generators.timeBasedEpochGenerator()} (v7; {@code synchronized}, fresh
 *       random bytes from a shared {@code SecureRandom} each millisecond, then increments them),
 *       {@code timeBasedReorderedGenerator()} (v6) and {@code timeBasedGenerator()} (v1), both on the shared
 *       {@code UUIDTimer}: {@code synchronized}, 10,000 timestamps of 100 ns per millisecond, and a sleep when it
 *       runs more than 100 ms ahead, so capped near 10 M/s by design.
 *   <li>uuid-creator 6.1: {@code UuidCreator.getTimeOrderedEpoch()} (v7), {@code getTimeOrdered()} (v6),
 *       {@code getTimeBased()} (v1).
 *   <li>Hibernate ORM (the Spring Boot BOM's version, 7.4): {@code UuidVersion7Strategy} and
 *       {@code UuidVersion6Strategy}, through {@code UuidValueGenerator.generateUuid(session)}. Neither reads the
 *       session (their bytecode never loads the argument), so {@code null} is passed. Both draw from a
 *       {@code SecureRandom} on every call (v7: a 62-bit sequence; v6: the node) and advance an
 *       {@code AtomicReference} to a new state record, which allocates.
 * </ul>
 */
public class UuidBenchmark extends ThroughputBenchmark {

    /** Shardflake's UUID generators, default settings (100 ms lead, secure random bits for v7), one per trial. */
    @State(Scope.Benchmark)
    public static class ShardflakeState {

        /**
         * {@code v7} (the default: SipHash-2-4 keyed from a {@code SecureRandom} each millisecond), {@code v7fast}
         * (v7 with {@code fastRandom()}: {@code ThreadLocalRandom}), {@code v7perCall} (v7 with
         * {@code random(new SecureRandom())}: 56 bits from a {@code SecureRandom} per UUID, what
         * {@code secureRandom()} did before issue 14), {@code v6}, {@code v1}; and, only when asked for with
         * {@code -p kind=v1uncapped}, v1 with a lead bound of an hour: what the generator could make if the 10 M/s of
         * 100-ns timestamps did not cap it (its lead grows by 2 s for every second of run), the headroom that keeps
         * the capped kinds at 10 M/s when the machine is noisy.
         */
        @Param({"v7", "v7fast", "v7perCall", "v6", "v1"})
        public String kind;

        UuidGenerator generator;

        /** Builds the generator; links the teardown's string concatenation here, outside the measurement. */
        @Setup(Level.Trial)
        public void setUp() {
            generator = create(kind);
            report();
        }

        /** Prints the clock's counters, which tell whether a score was capped by waiting. */
        @TearDown(Level.Trial)
        public void tearDown() {
            System.out.println(report());
        }

        private String report() {
            return "shardflake uuid[" + kind + "] " + generator.statistics();
        }

        /** @return how the report and the drift check name a kind, e.g. {@code v7 fastRandom()} */
        static String label(String kind) {
            switch (kind) {
                case "v7fast":
                    return "v7 fastRandom()";
                case "v7perCall":
                    return "v7 SecureRandom per UUID";
                default:
                    return kind;
            }
        }

        static UuidGenerator create(String kind) {
            switch (kind) {
                case "v7":
                    return UuidV7Generator.builder().build();
                case "v7fast":
                    return UuidV7Generator.builder().fastRandom().build();
                case "v7perCall":
                    return UuidV7Generator.builder().random(new SecureRandom()).build();
                case "v6":
                    return UuidV6Generator.builder().build();
                case "v1":
                    return UuidV1Generator.builder().build();
                case "v1uncapped":
                    return UuidV1Generator.builder().clock(ClockSettings.DEFAULT.withMaxLead(Duration.ofHours(1))).build();
                default:
                    throw new IllegalArgumentException("kind " + kind
                            + ": expected v7, v7fast, v7perCall, v6, v1 or v1uncapped");
            }
        }
    }

    /** java-uuid-generator (JUG): one generator per trial. */
    @State(Scope.Benchmark)
    public static class JugState {

        /** {@code v7}, {@code v6}, {@code v1}. */
        @Param({"v7", "v6", "v1"})
        public String kind;

        NoArgGenerator generator;

        /** Builds the generator the library's documentation shows for the kind. */
        @Setup(Level.Trial)
        public void setUp() {
            generator = create(kind);
        }

        static NoArgGenerator create(String kind) {
            switch (kind) {
                case "v7":
                    return Generators.timeBasedEpochGenerator();
                case "v6":
                    return Generators.timeBasedReorderedGenerator();
                case "v1":
                    return Generators.timeBasedGenerator();
                default:
                    throw new IllegalArgumentException("kind " + kind + ": expected v7, v6 or v1");
            }
        }
    }

    /** uuid-creator's static methods (each backed by one JVM-wide factory). */
    @State(Scope.Benchmark)
    public static class UuidCreatorState {

        /** {@code v7}, {@code v6}, {@code v1}. */
        @Param({"v7", "v6", "v1"})
        public String kind;

        Supplier<UUID> method;

        /** Picks the method; each fork measures one, so the call through the supplier stays monomorphic. */
        @Setup(Level.Trial)
        public void setUp() {
            method = create(kind);
        }

        static Supplier<UUID> create(String kind) {
            switch (kind) {
                case "v7":
                    return UuidCreator::getTimeOrderedEpoch;
                case "v6":
                    return UuidCreator::getTimeOrdered;
                case "v1":
                    return UuidCreator::getTimeBased;
                default:
                    throw new IllegalArgumentException("kind " + kind + ": expected v7, v6 or v1");
            }
        }
    }

    /** Hibernate's own time-based strategies, one new instance per trial (not the shared {@code INSTANCE}). */
    @State(Scope.Benchmark)
    public static class HibernateState {

        /** {@code v7}, {@code v6}. */
        @Param({"v7", "v6"})
        public String kind;

        UuidValueGenerator generator;

        /** Builds the strategy. */
        @Setup(Level.Trial)
        public void setUp() {
            generator = create(kind);
        }

        static UuidValueGenerator create(String kind) {
            switch (kind) {
                case "v7":
                    return new UuidVersion7Strategy();
                case "v6":
                    return new UuidVersion6Strategy();
                default:
                    throw new IllegalArgumentException("kind " + kind + ": expected v7 or v6");
            }
        }
    }

    /**
     * @param state Shardflake's generator
     * @return a UUID
     */
    @Benchmark
    public UUID shardflake(ShardflakeState state) {
        return state.generator.next();
    }

    /**
     * @param state JUG's generator
     * @return a UUID
     */
    @Benchmark
    public UUID jug(JugState state) {
        return state.generator.generate();
    }

    /**
     * @param state which of uuid-creator's methods
     * @return a UUID
     */
    @Benchmark
    public UUID uuidCreator(UuidCreatorState state) {
        return state.method.get();
    }

    /**
     * @param state Hibernate's strategy
     * @return a UUID; the session argument is unused by both strategies
     */
    @Benchmark
    public UUID hibernate(HibernateState state) {
        return state.generator.generateUuid(null);
    }

    /** @return a version 4 UUID from the JDK's shared {@code SecureRandom} */
    @Benchmark
    public UUID randomUuid() {
        return UUID.randomUUID();
    }
}
