package io.shardflake.uuid;

/**
 * Where a version 7 UUID's random bits come from. One implementation per source: {@link SecureRandomBits} (the
 * default) and {@link GeneratorRandomBits} (any {@link java.util.random.RandomGenerator}, such as the fast opt-in).
 */
interface RandomBits {

    /**
     * @param millis the UUID's milliseconds since 1970
     * @param stamp the UUID's stamp from its logical clock ({@code millis << counterBits | counter}): never the same
     *     twice in one generator
     * @return 64 random bits for that UUID; the generator keeps the top ones it needs
     */
    long next(long millis, long stamp);

    /**
     * Draws the random state anew from {@link io.shardflake.snapshot.FreshEntropy} after a restore of the JVM, so
     * that copies restored from one snapshot go on with different bits. A plain field changed here becomes visible
     * through the generator's {@link io.shardflake.clock.LogicalClock#publish()}, which the generator calls next.
     */
    void afterRestore();
}
