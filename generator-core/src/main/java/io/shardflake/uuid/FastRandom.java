package io.shardflake.uuid;

import java.util.concurrent.ThreadLocalRandom;
import java.util.random.RandomGenerator;

/**
 * The fast random source: each calling thread's own {@link ThreadLocalRandom}. No lock, no allocation, no shared
 * state, about a nanosecond per {@code long}. Version 7 UUIDs take their random bits from it only when asked
 * ({@link UuidV7Generator.Builder#fastRandom()}); the version 1 and 6 builders draw their node and first clock
 * sequence from it, once, unless given another source.
 *
 * <p>Why look it up on every call rather than keep {@code ThreadLocalRandom.current()}: that object must only be
 * used by the thread that got it (a thread that never called {@code current()} has an uninitialised seed), and
 * one generator serves many threads.
 *
 * <p>Not cryptographic: its output can be predicted from earlier output (RFC 9562 §6.9 asks for a CSPRNG).
 */
final class FastRandom implements RandomGenerator {

    static final FastRandom INSTANCE = new FastRandom();

    private FastRandom() {
    }

    @Override
    public long nextLong() {
        return ThreadLocalRandom.current().nextLong();
    }

    @Override
    public String toString() {
        return "ThreadLocalRandom";
    }
}
