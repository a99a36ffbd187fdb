package io.shardflake.worker;

import java.nio.charset.StandardCharsets;

/**
 * A worker id hashed from the host name, so every host picks its own with no coordination, and the same host
 * picks the same one on every start and on every JVM.
 *
 * <p><b>The hash.</b> FNV-1a 64 over the name's UTF-8 bytes, then the 64-bit finaliser of MurmurHash3
 * ({@code fmix64}). FNV-1a alone is specified byte by byte, so it cannot change with the JVM, but names that
 * differ only in their last characters ({@code web-1}, {@code web-2}) differ mostly in the low bits of its
 * result; {@code fmix64} spreads every input bit over all 64 output bits. {@link String#hashCode()} is stable too,
 * but it is 32 bits and barely mixed: {@code web-0..web-9999} modulo 1024 fill the ids very unevenly.
 *
 * <p><b>The reduction.</b> The 64-bit hash {@code h}, read unsigned, becomes {@code floor(h * (max + 1) / 2^64)},
 * the high word of a 64×64-bit product (Lemire's multiply-shift). For a field of {@code bits} bits that is simply
 * the top {@code bits} bits of the hash, which is exactly uniform; for any other maximum the bias is below
 * {@code (max + 1) / 2^64}, far too small to matter. A modulo of the same hash would be just as fair for powers of
 * two but would use the low bits; the high bits keep the answer for a narrower field a prefix of the answer for a
 * wider one.
 *
 * <p><b>The catch.</b> Different hosts can get the same id: with {@code n} hosts and {@code 2^bits} ids the chance
 * is the birthday bound, {@link #collisionProbability(int, int)} (17% for 20 hosts in 10 bits). Use this strategy
 * where that risk is understood, or a lease or StatefulSet ordinal where it is not acceptable.
 */
public final class HostnameHashWorkerId implements WorkerIdSource {

    static final String STRATEGY = "hostname-hash";

    private static final long FNV_OFFSET_BASIS = 0xcbf29ce484222325L;
    private static final long FNV_PRIME = 0x100000001b3L;

    private final String hostname;

    HostnameHashWorkerId(String hostname) {
        this.hostname = hostname;
    }

    @Override
    public WorkerClaim claim(int maxWorkerId) {
        WorkerIdRange.checkMax(maxWorkerId);
        return WorkerClaim.unfenced(reduce(hash(hostname), maxWorkerId + 1L), description());
    }

    @Override
    public String description() {
        return STRATEGY + "(" + hostname + ")";
    }

    @Override
    public String toString() {
        return description();
    }

    /**
     * The chance that at least two of {@code hosts} hosts hash to the same worker id, assuming a uniform hash:
     * {@code 1 - Π(1 - i/m)} for {@code i < hosts}, {@code m = 2^workerBits} (the birthday bound, computed exactly
     * rather than approximated by {@code 1 - e^(-n²/2m)}).
     *
     * <p>Meant for a startup warning such as "20 hosts in 1024 worker ids: 17.0% chance that two share one".
     *
     * @param hosts how many hosts share the layout, at least 0
     * @param workerBits the width of the worker field, 0..31
     * @return a probability in [0, 1]; 0 for fewer than two hosts, 1 for more hosts than ids
     * @throws IllegalArgumentException if {@code hosts} is negative or {@code workerBits} is outside 0..31
     */
    public static double collisionProbability(int hosts, int workerBits) {
        if (hosts < 0) {
            throw new IllegalArgumentException("hosts = " + hosts + " is negative");
        }
        if (workerBits < 0 || workerBits > 31) {
            throw new IllegalArgumentException("workerBits = " + workerBits + " is outside 0..31");
        }
        long ids = 1L << workerBits;
        if (hosts > ids) {
            return 1.0;
        }
        // Summing logarithms instead of multiplying keeps small probabilities exact: 1 - (product near 1) would
        // cancel to 0 for a handful of hosts in 31 bits.
        double logNoCollision = 0.0;
        for (int i = 1; i < hosts; i++) {
            logNoCollision += Math.log1p(-(double) i / ids);
            if (logNoCollision < -800) {
                // e^-800 is below the smallest double: the answer is 1.0 and the rest of the loop cannot change it.
                return 1.0;
            }
        }
        return -Math.expm1(logNoCollision);
    }

    /** FNV-1a 64 of the UTF-8 bytes, then MurmurHash3's fmix64. Package-private so tests can pin its values. */
    static long hash(String name) {
        long h = FNV_OFFSET_BASIS;
        for (byte b : name.getBytes(StandardCharsets.UTF_8)) {
            h ^= b & 0xff;
            h *= FNV_PRIME;
        }
        return fmix64(h);
    }

    private static long fmix64(long k) {
        k ^= k >>> 33;
        k *= 0xff51afd7ed558ccdL;
        k ^= k >>> 33;
        k *= 0xc4ceb93fe53a3e63L;
        k ^= k >>> 33;
        return k;
    }

    /** {@code floor(unsigned(hash) * bound / 2^64)}: in [0, bound), uniform when bound is a power of two. */
    static int reduce(long hash, long bound) {
        // Math.multiplyHigh is signed; adding bound when the hash's top bit is set makes it the unsigned high word.
        long high = Math.multiplyHigh(hash, bound) + ((hash >> 63) & bound);
        return (int) high;
    }
}
