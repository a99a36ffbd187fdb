package io.shardflake.uuid;

import io.shardflake.snapshot.FreshEntropy;
import java.security.SecureRandom;
import java.util.random.RandomGenerator;

/**
 * Random bits from a {@link RandomGenerator}, one {@code nextLong()} per UUID, XORed with a salt; the time and stamp
 * are not used.
 *
 * <p><b>The salt: copies of one snapshot of the JVM.</b> The source's state is in the heap, so every copy restored
 * from one snapshot would go on with the same stream: {@code ThreadLocalRandom} keeps its state per thread, and the
 * restored threads are the same threads with the same states. The salt is 0 until a restore (the bits are then the
 * source's own, so a seeded source replays exactly), and {@link #afterRestore()} draws it anew from the operating
 * system. Two copies that take the same values from their sources then still write different bits: they differ by
 * the XOR of the two salts, in every UUID, unless the salts agree in all 56 bits the UUID keeps (a chance of
 * 2^-56). A {@code SecureRandom} given as the source is also reseeded, so that neither copy's later output can be
 * told from the other's.
 *
 * <p><b>Cost: a plain field read and an XOR per UUID, no volatile read.</b> The salt is read after the generator's
 * {@code LogicalClock.next()}, which loads the clock's last stamp with a volatile read; after changing the salt the
 * generator calls {@link io.shardflake.clock.LogicalClock#publish()}, a volatile write of that stamp, so every UUID
 * whose stamp is loaded after it sees the new salt. A UUID made on another thread while the salt changes may take
 * either salt, which costs nothing in uniqueness within this JVM: its stamp alone is unique.
 */
final class GeneratorRandomBits implements RandomBits {

    private static final int SEED_BYTES = 32;

    private final RandomGenerator random;
    // Plain, not volatile: published by the generator's clock (see the class comment).
    private long salt;

    /**
     * @param random the source, shared by every thread that makes UUIDs, so it must be thread-safe
     */
    GeneratorRandomBits(RandomGenerator random) {
        this.random = random;
    }

    @Override
    public long next(long millis, long stamp) {
        return random.nextLong() ^ salt;
    }

    @Override
    public void afterRestore() {
        if (random instanceof SecureRandom secure) {
            secure.setSeed(FreshEntropy.bytes(SEED_BYTES));
        }
        salt = FreshEntropy.nextLong();
    }

    @Override
    public String toString() {
        return random.toString();
    }
}
