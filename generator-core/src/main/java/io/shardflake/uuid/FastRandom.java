package io.shardflake.uuid;

import java.util.concurrent.ThreadLocalRandom;
import java.util.random.RandomGenerator;

/**
 * The default random source: each calling thread's own {@link ThreadLocalRandom}. No lock, no allocation, no
 * shared state, about a nanosecond per {@code long}.
 *
 * <p>Why look it up on every call rather than keep {@code ThreadLocalRandom.current()}: that object must only be
 * used by the thread that got it (a thread that never called {@code current()} has an uninitialised seed), and
 * one generator serves many threads.
 *
 * <p>Not cryptographic: its output can be predicted from earlier output. See the generators' Javadoc for when
 * that matters (RFC 9562 §6.9) and how to choose {@link java.security.SecureRandom} instead.
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
