package io.shardflake.benchmarks;

import java.security.DrbgParameters;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * What the JDK's {@code SecureRandom}s cost, per call and in blocks: the numbers behind UUID v7's default random
 * bits (SipHash keyed from a {@code SecureRandom} once per millisecond) rather than a {@code SecureRandom} call per
 * UUID or a per-thread buffer refilled from one in blocks.
 *
 * <p>{@code block} fills 4,096 bytes, enough for 585 UUIDs' 7 bytes each: divide its time and B/op by 585 for the
 * cost per UUID of a block-buffered source. {@code nextLong} is one call per UUID, as {@code random(new
 * SecureRandom())} does. Not part of any pass:
 * {@code java -jar benchmarks/target/benchmarks.jar SecureRandomBenchmark -prof gc}.
 */
public class SecureRandomBenchmark extends NanosPerCallBenchmark {

    /** {@code default} ({@code new SecureRandom()}: NativePRNG on Linux) or {@code DRBG} (Hash_DRBG, SHA-256). */
    @Param({"default", "DRBG"})
    public String algorithm;

    private SecureRandom random;
    private final byte[] block = new byte[4096];

    /**
     * Builds the source.
     *
     * @throws NoSuchAlgorithmException if the JDK has no DRBG
     */
    @Setup
    public void setUp() throws NoSuchAlgorithmException {
        random = algorithm.equals("DRBG")
                ? SecureRandom.getInstance("DRBG", DrbgParameters.instantiation(128, DrbgParameters.Capability.NONE,
                        null))
                : new SecureRandom();
    }

    /** @return a byte of the 4,096 just drawn, so the work cannot be dropped */
    @Benchmark
    public byte block() {
        random.nextBytes(block);
        return block[17];
    }

    /** @return one long, as a UUID that called the source per id would take */
    @Benchmark
    public long nextLong() {
        return random.nextLong();
    }
}
