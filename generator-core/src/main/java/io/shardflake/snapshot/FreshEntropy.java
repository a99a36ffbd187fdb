package io.shardflake.snapshot;

import java.security.SecureRandom;

/**
 * Random values that no other copy of this JVM holds: read from the operating system's entropy source at the moment
 * of the call. What a generator draws its random state from after a restore ({@link SnapshotAware#afterRestore()}).
 *
 * <p><b>Why not a random generator's own output.</b> Everything in the heap is in the snapshot, so every random
 * generator restored from it continues the same stream in every copy: {@code ThreadLocalRandom}, a seeded
 * {@code Random}, and the internal state of {@code SecureRandom}s too. Even a brand-new {@code SecureRandom}'s
 * {@code nextBytes} is not enough: a new DRBG instance is seeded from one JVM-wide DRBG that was itself seeded once
 * (the JDK's {@code AbstractDrbg.SeederHolder}), so two copies seed their new DRBGs alike; a new {@code NativePRNG}
 * mixes a JVM-wide SHA1PRNG with {@code /dev/urandom} bytes it buffers for up to 100 ms. {@code generateSeed}, on
 * the other hand, reads the platform's seed source anew and unbuffered on every call ({@code NativePRNG}: the seed
 * device; DRBG and SHA1PRNG: the JDK's {@code SeedGenerator}), and that is what this class returns.
 *
 * <p><b>Cost.</b> A system call or two, microseconds: meant for a restore, not for each id. On Linux since 5.6 the
 * seed device blocks only until the kernel's generator is first initialised, which a running (or restored) machine
 * has long been; older kernels may block briefly when their entropy estimate runs low.
 *
 * <p>Not injectable on purpose: a scripted source would itself be cloned with the heap, which is the problem this
 * class solves. Tests show its effect by comparing two copies.
 */
public final class FreshEntropy {

    private FreshEntropy() {
    }

    /**
     * @param count how many bytes
     * @return {@code count} bytes from the operating system's entropy source, read now
     */
    public static byte[] bytes(int count) {
        return new SecureRandom().generateSeed(count);
    }

    /** @return 64 bits from the operating system's entropy source, read now */
    public static long nextLong() {
        byte[] bytes = bytes(Long.BYTES);
        long value = 0;
        for (byte b : bytes) {
            value = value << 8 | (b & 0xFF);
        }
        return value;
    }
}
