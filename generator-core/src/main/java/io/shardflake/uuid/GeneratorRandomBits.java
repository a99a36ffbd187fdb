package io.shardflake.uuid;

import java.util.random.RandomGenerator;

/**
 * Random bits from a {@link RandomGenerator}, one {@code nextLong()} per UUID; the time and stamp are not used.
 *
 * @param random the source, shared by every thread that makes UUIDs, so it must be thread-safe
 */
record GeneratorRandomBits(RandomGenerator random) implements RandomBits {

    @Override
    public long next(long millis, long stamp) {
        return random.nextLong();
    }
}
