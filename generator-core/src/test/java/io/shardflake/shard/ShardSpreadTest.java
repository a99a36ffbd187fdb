package io.shardflake.shard;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import java.util.UUID;
import java.util.function.IntUnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * Pearson's χ² goodness-of-fit test that hashed keys fill the shards evenly. The critical values are those of the
 * χ² distribution at p = 0.001 (a 1-in-1000 chance that a perfectly uniform hash fails); the inputs are fixed, so
 * the test is deterministic.
 */
class ShardSpreadTest {

    private static final int KEYS = 100_000;
    /** χ² critical value, 15 degrees of freedom (16 shards), p = 0.001. */
    private static final double CRITICAL_15 = 37.697;
    /** χ² critical value, 9 degrees of freedom (10 shards), p = 0.001. */
    private static final double CRITICAL_9 = 27.877;

    @Test
    void sequentialLongsSpreadEvenlyOverSixteenShards() {
        ShardFunction function = ShardFunction.hashing(16);
        assertThat(chiSquared(16, i -> function.shardOf((long) i))).isLessThan(CRITICAL_15);
    }

    @Test
    void sequentialLongsSpreadEvenlyOverTenShards() {
        ShardFunction function = ShardFunction.hashing(10);
        assertThat(chiSquared(10, i -> function.shardOf(1_000_000L + i))).isLessThan(CRITICAL_9);
    }

    @Test
    void randomStringsSpreadEvenlyOverSixteenShards() {
        ShardFunction function = ShardFunction.hashing(16);
        SplittableRandom random = new SplittableRandom(2026);
        assertThat(chiSquared(16, i -> function.shardOf(randomWord(random)))).isLessThan(CRITICAL_15);
    }

    @Test
    void numberedNamesSpreadEvenly() {
        // "customer-1", "customer-2", ...: keys that differ only in their last characters.
        ShardFunction function = ShardFunction.hashing(16);
        assertThat(chiSquared(16, i -> function.shardOf("customer-" + i))).isLessThan(CRITICAL_15);
    }

    @Test
    void randomUuidsSpreadEvenly() {
        ShardFunction function = ShardFunction.hashing(16);
        SplittableRandom random = new SplittableRandom(9);
        assertThat(chiSquared(16, i -> function.shardOf(new UUID(random.nextLong(), random.nextLong()))))
                .isLessThan(CRITICAL_15);
    }

    @Test
    void theTestCanFail() {
        // Plain i mod 16 on multiples of 16 puts everything in shard 0: the statistic must be huge.
        assertThat(chiSquared(16, i -> (i * 16) % 16)).isGreaterThan(CRITICAL_15 * 1000);
    }

    private static double chiSquared(int shards, IntUnaryOperator shardOfKey) {
        long[] counts = new long[shards];
        for (int i = 0; i < KEYS; i++) {
            counts[shardOfKey.applyAsInt(i)]++;
        }
        double expected = (double) KEYS / shards;
        double sum = 0;
        for (long count : counts) {
            sum += (count - expected) * (count - expected) / expected;
        }
        return sum;
    }

    private static String randomWord(SplittableRandom random) {
        char[] chars = new char[4 + random.nextInt(12)];
        for (int i = 0; i < chars.length; i++) {
            chars[i] = (char) ('a' + random.nextInt(26));
        }
        return new String(chars);
    }
}
