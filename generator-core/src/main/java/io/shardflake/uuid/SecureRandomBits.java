package io.shardflake.uuid;

import io.shardflake.snapshot.FreshEntropy;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.security.SecureRandom;

/**
 * The default random bits of a version 7 UUID: a cryptographically secure pseudorandom function of the UUID's stamp,
 * under a key drawn from a {@link SecureRandom} afresh for every millisecond.
 *
 * <pre>
 *   key(ms)     = 128 bits from the SecureRandom, drawn by the first UUID of that millisecond
 *   bits(stamp) = SipHash-2-4(key(ms), stamp)          stamp = ms &lt;&lt; 18 | counter, unique per generator
 * </pre>
 *
 * <p><b>Why it is safe.</b> SipHash-2-4 is a pseudorandom function: to anyone without the key, its outputs for
 * distinct inputs cannot be told from independent random numbers, short of about 2^128 work to find the key. The
 * input here is the stamp, which the logical clock hands out once, so no two UUIDs of a generator feed it the same
 * input. And the key is itself random from a {@code SecureRandom} (RFC 9562 §6.9's CSPRNG), so seeing any number of
 * UUIDs, of this millisecond or others, tells nothing about the random bits of another one: they are as unguessable
 * as bits drawn from the {@code SecureRandom} one by one. A new key each millisecond also bounds what a leaked key
 * (a heap dump) gives away to the UUIDs of that one millisecond. java-uuid-generator draws fresh bytes from a
 * {@code SecureRandom} once per millisecond too, but then increments them, so its UUIDs of one millisecond can be
 * guessed from each other; here they cannot.
 *
 * <p><b>Why not the {@code SecureRandom} for every UUID.</b> A {@code SecureRandom} call costs 150–200 ns and
 * allocates, more than ten times the rest of making a UUID; this costs one SipHash (about 10–15 ns, no allocation)
 * per UUID and one {@code SecureRandom} call per millisecond. Under 1,000 UUIDs a second it is one call per UUID, as
 * with the {@code SecureRandom} itself.
 *
 * <p><b>Copies of one snapshot of the JVM.</b> The key and the {@code SecureRandom}'s own state are in the heap, so
 * every copy restored from one snapshot holds both. Whether the {@code SecureRandom} then goes on alike in every copy
 * depends on its algorithm: a DRBG reseeds itself only after many calls, so it would; {@code NativePRNG} mixes in
 * fresh bytes from the operating system, but keeps up to 100 ms of them in a buffer. So {@link #afterRestore()} does
 * not rely on it: it supplements the source's seed with bytes read from the operating system just then
 * ({@link FreshEntropy}; {@code setSeed} adds to a {@code SecureRandom}'s seed, never replaces it) and puts a key
 * drawn from the reseeded source in place of the current one at once, rather than at the next millisecond.
 *
 * <p>Thread-safe without locks: the key is an immutable value behind one field, written once per millisecond.
 */
final class SecureRandomBits implements RandomBits {

    private static final VarHandle KEY;

    static {
        try {
            KEY = MethodHandles.lookup().findVarHandle(SecureRandomBits.class, "key", MillisecondKey.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private static final int SEED_BYTES = 32;

    private final SecureRandom keySource;
    private volatile MillisecondKey key = new MillisecondKey(Long.MIN_VALUE, 0, 0);

    /**
     * @param keySource where each millisecond's key comes from
     */
    SecureRandomBits(SecureRandom keySource) {
        this.keySource = keySource;
    }

    @Override
    public long next(long millis, long stamp) {
        MillisecondKey current = key;
        if (current.millis() < millis) {
            current = rekey(current, millis);
        }
        // A thread holding an older millisecond's stamp may use a newer key: any key the source drew will do.
        return SipHash24.hash(current.k0(), current.k1(), stamp);
    }

    /** @return the {@code SecureRandom} the keys come from */
    SecureRandom keySource() {
        return keySource;
    }

    /**
     * Reseeds the source from the operating system and replaces the current key with one drawn after that. A thread
     * that opened a millisecond meanwhile with a key drawn before the reseed loses its compare-and-set to this one, or
     * this one tries again over it; either way the key left in place was drawn after the reseed.
     */
    @Override
    public void afterRestore() {
        keySource.setSeed(FreshEntropy.bytes(SEED_BYTES));
        MillisecondKey seen = key;
        while (!KEY.compareAndSet(this, seen, draw(seen.millis()))) {
            seen = key;
        }
    }

    private MillisecondKey rekey(MillisecondKey seen, long millis) {
        MillisecondKey fresh = draw(millis);
        // Only forward: two threads opening the same millisecond publish one key, and a slow thread with an older
        // millisecond cannot put an older key back. Each uses the key it drew either way.
        KEY.compareAndSet(this, seen, fresh);
        return fresh;
    }

    private MillisecondKey draw(long millis) {
        byte[] bytes = new byte[16];
        keySource.nextBytes(bytes);
        return new MillisecondKey(millis, littleEndian(bytes, 0), littleEndian(bytes, 8));
    }

    private static long littleEndian(byte[] bytes, int offset) {
        long value = 0;
        for (int i = 7; i >= 0; i--) {
            value = value << 8 | (bytes[offset + i] & 0xFF);
        }
        return value;
    }

    @Override
    public String toString() {
        return "SipHash-2-4 keyed per millisecond from " + keySource.getAlgorithm();
    }

    /** One millisecond's key. */
    private record MillisecondKey(long millis, long k0, long k1) {
    }
}
