package io.shardflake.uuid;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.clock.ClockLeadExceededException;
import io.shardflake.clock.ClockPolicy;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ClockStatistics;
import io.shardflake.clock.LogicalClock;
import io.shardflake.clock.WallClock;
import io.shardflake.snapshot.Crac;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.UUID;
import java.util.random.RandomGenerator;
import org.jspecify.annotations.Nullable;

/**
 * Makes UUIDs of version 7 (RFC 9562 §5.7): Unix milliseconds, then an 18-bit counter, then 56 random bits.
 *
 * <pre>
 *  0                   1                   2                   3
 *  0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |                    unix_ts_ms (bits 47..16)                   |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |  unix_ts_ms (bits 15..0)      | 0111  | rand_a: counter 17..6 |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |var| counter   |          random (bits 55..32)                 |
 * |   |  5..0     |                                               |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |                      random (bits 31..0)                      |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * version = 0111, var = binary 10; rand_b = the counter's low 6 bits and 56 random bits
 * </pre>
 *
 * <p><b>Monotonicity: RFC 9562 §6.2 method 1, a fixed bit-length dedicated counter.</b> Why this method: a counter
 * in fixed bits makes ordering a plain property of the (millisecond, counter) pair, which the shared
 * {@link LogicalClock} already hands out with one compare-and-set, lock-free, across threads. (Method 2, a
 * monotonic random, increments a 74-bit value: state wider than one {@code long}, which a single compare-and-set
 * cannot advance. Method 3, sub-millisecond time in {@code rand_a}, needs a precise clock read per id, which costs
 * more than all the rest, and still needs a counter for ids within one clock step.)
 * <ul>
 *   <li><b>Width: 18 bits</b>, all 12 of {@code rand_a} and the top 6 of {@code rand_b}: 262,144 values per
 *       millisecond. It leaves 56 random bits, and at least 131,072 UUIDs per millisecond (131 million per
 *       second) before a millisecond runs out, far above what one generator can make.
 *   <li><b>Seeding:</b> each fresh millisecond starts its counter at a value spread over {@code 0 .. 2^17 - 1}
 *       (a hash of the millisecond, see {@link LogicalClock.Builder#spreadBits(int)}), so counters do not all
 *       start at 0, and the top bit starts clear: the RFC's "rollover guard", keeping at least half of the
 *       counter for increments. The start is hashed rather than drawn at random because the logical clock must
 *       be able to compute it from the time alone; the unguessable part is the random bits after the counter.
 *   <li><b>Rollover:</b> a full millisecond borrows the next one — the RFC's "increment the timestamp ahead of
 *       the actual time and reinitialize the counter" — bounded by {@link ClockPolicy#maxLead()} (100 ms by
 *       default); past the bound it waits for the wall clock (up to {@link ClockPolicy#maxWait()}) and then throws
 *       {@link ClockLeadExceededException}. A wall clock that steps back is ridden out the same way, so UUIDs
 *       never go backwards (the RFC's "monotonic error checking" is built in).
 * </ul>
 * UUIDs from one generator therefore strictly increase as unsigned 128-bit numbers, i.e. in string order, across
 * all threads. (Not necessarily in {@link UUID#compareTo}, which compares signed longs.)
 *
 * <p><b>Random bits: cryptographically secure by default.</b> RFC 9562 §6.9 says implementations SHOULD use a
 * cryptographically secure pseudorandom number generator, so that UUIDs are hard to guess. The default
 * ({@link Builder#secureRandom()}) is a CSPRNG-seeded per-millisecond state: each millisecond, the first UUID draws
 * a 128-bit key from a {@link SecureRandom}, and every UUID's 56 bits are SipHash-2-4 of its own (unique) time and
 * counter under that key. SipHash is a pseudorandom function, so without the key its outputs cannot be told from
 * random, and no UUID, of the same millisecond or another, helps guess another's bits; a key found in a heap dump
 * gives away one millisecond. It costs a SipHash per UUID (about as much as the rest of the generator), with no
 * allocation and no lock, and one {@code SecureRandom} call per millisecond. {@link Builder#fastRandom()} takes each
 * thread's {@link java.util.concurrent.ThreadLocalRandom} instead: a little faster, but its output can be predicted
 * from earlier output, so only where nobody must be kept from guessing UUIDs. {@link Builder#random(RandomGenerator)}
 * takes any thread-safe source, called once per UUID.
 *
 * <p><b>Snapshots of the JVM (CRaC, SnapStart, a cloned VM).</b> Every copy restored from one snapshot holds the same
 * logical clock, so copies that make UUIDs in the same millisecond give them the same time and counter: only the
 * random bits can tell them apart. {@link #afterRestore()} therefore draws the random state anew from the operating
 * system ({@link io.shardflake.snapshot.FreshEntropy}): by default it supplements the {@code SecureRandom}'s seed with
 * fresh bytes and replaces the current millisecond's key at once (see {@code SecureRandomBits}); with
 * {@link Builder#fastRandom()} or {@link Builder#random(RandomGenerator)}, whose state (each thread's
 * {@code ThreadLocalRandom}, a seeded generator) is restored alike in every copy, it draws a 64-bit salt that is
 * XORed into every UUID's bits from then on (0 until the first restore, so a seeded source replays exactly), and
 * reseeds the source if it is a {@code SecureRandom}. The generator registers itself with CRaC when built
 * ({@link Crac}), so a CRaC JDK or SnapStart calls that by itself wherever {@code org.crac} is on the class path.
 * UUIDs made on other threads while {@code afterRestore()} runs may still carry the old state; where copies must never
 * repeat each other, make none from the snapshot to the end of {@code afterRestore()} (Spring Boot's CRaC support
 * stops the context's lifecycle beans, the web server among them, before the checkpoint).
 *
 * <p><b>Cost on the hot path: none with the default bits, a plain field read and an XOR with the others.</b> The key
 * was already read through a volatile field once per UUID, and the restore only writes it. The salt is a plain field,
 * read after the logical clock's volatile load of its last stamp and published by a volatile write of that stamp
 * ({@link LogicalClock#publish()}), so no volatile read is added per UUID. The registration is done once, in
 * {@link Builder#build()}.
 *
 * <p><b>Clock.</b> {@link WallClock#ticking()} by default: the ticks are whole milliseconds, and a field read
 * costs about a nanosecond where a system clock read costs 30–50.
 *
 * <p>Thread-safe without locks; allocates only the {@link UUID}.
 */
public final class UuidV7Generator implements UuidGenerator {

    /** Bits of the counter: {@code rand_a} (12) and the top of {@code rand_b} (6). */
    public static final int COUNTER_BITS = 18;

    /**
     * The last millisecond this generator makes UUIDs for, 3084-12-12T12:41:28.830Z: the logical clock packs
     * milliseconds and counter into one positive {@code long}, which leaves 45 of the format's 48 bits of time.
     * Past it, {@link #next()} throws {@link io.shardflake.error.LayoutExhaustedException}.
     */
    public static final Instant LAST_TIME = Instant.ofEpochMilli((1L << (63 - COUNTER_BITS)) - 2);

    private static final int RAND_A_BITS = 12;
    private static final int COUNTER_BITS_IN_B = COUNTER_BITS - RAND_A_BITS;
    private static final int RANDOM_BITS = 62 - COUNTER_BITS_IN_B;
    private static final long COUNTER_LOW_MASK = (1L << COUNTER_BITS_IN_B) - 1;
    private static final long RAND_A_MASK = (1L << RAND_A_BITS) - 1;
    private static final long V7 = UuidBits.versionBits(7);
    // The logical clock's stamp (millis << 18 | counter) is a positive long: 45 bits of milliseconds. The very
    // last one is left out because the stamp after it would overflow the long instead of ending the clock.
    private static final long LAST_MILLIS = (1L << (63 - COUNTER_BITS)) - 2;

    private final LogicalClock clock;
    private final RandomBits randomBits;
    private final RandomGenerator random;
    // The org.crac resource that calls afterRestore(), when that API is on the class path: held here because CRaC's
    // global context holds it weakly.
    private @Nullable Object cracResource;

    private UuidV7Generator(LogicalClock clock, RandomBits randomBits, RandomGenerator random) {
        this.clock = clock;
        this.randomBits = randomBits;
        this.random = random;
    }

    /** @return a builder: ticking system clock, default policy, secure random bits */
    public static Builder builder() {
        return new Builder();
    }

    @Override
    public UUID next() {
        long stamp = clock.next();
        // stamp = millis << 18 | counter; dropping the counter's low 6 bits leaves millis << 12 | rand_a.
        long upper = stamp >>> COUNTER_BITS_IN_B;
        long high = (upper & ~RAND_A_MASK) << 4 | V7 | (upper & RAND_A_MASK);
        long low = UuidBits.VARIANT | (stamp & COUNTER_LOW_MASK) << RANDOM_BITS
                | randomBits.next(stamp >>> COUNTER_BITS, stamp) >>> (64 - RANDOM_BITS);
        return new UUID(high, low);
    }

    @Override
    public ClockStatistics statistics() {
        return clock.statistics();
    }

    /** Nothing to give back before a snapshot: the random state is replaced after the restore. */
    @Override
    public void beforeSnapshot() {
    }

    /**
     * Draws the random state anew from the operating system, so that copies of the JVM restored from one snapshot make
     * different UUIDs (see the class comment). Thread-safe: UUIDs may be made meanwhile. Costs a few system calls.
     */
    @Override
    public void afterRestore() {
        randomBits.afterRestore();
        clock.publish();
    }

    /** @return the lead and wait bounds */
    public ClockPolicy clockPolicy() {
        return clock.policy();
    }

    /** @return the wall clock this generator follows */
    public WallClock wallClock() {
        return clock.wallClock();
    }

    /**
     * @return where the random bits come from: the {@link SecureRandom} that keys them (by default, and with
     *     {@link Builder#secureRandom(SecureRandom)}), each thread's {@code ThreadLocalRandom} (with
     *     {@link Builder#fastRandom()}, shown as {@code ThreadLocalRandom}), or the generator given to
     *     {@link Builder#random(RandomGenerator)}
     */
    public RandomGenerator random() {
        return random;
    }

    @Override
    public String toString() {
        return "UuidV7Generator[" + COUNTER_BITS + "-bit counter, random " + randomBits + ", " + clock.policy()
                + ", wall " + clock.wallClock() + "]";
    }

    /** Builds a {@link UuidV7Generator}. */
    public static final class Builder {

        private ClockSettings clockSettings = ClockSettings.DEFAULT;
        // Null: the default, secure bits keyed from a SecureRandom made at build time.
        private SecureRandom keySource;
        private RandomGenerator random;

        private Builder() {
        }

        /**
         * @param settings the clock policy (how far the time may run ahead of the wall clock and how long to wait
         *     before {@link ClockLeadExceededException}), wall clock and sleeper; by default
         *     {@link ClockSettings#DEFAULT}, whose wall clock here is {@link WallClock#ticking()}
         * @return this builder
         */
        public Builder clock(ClockSettings settings) {
            if (settings == null) {
                throw new InvalidConfigurationException("clock settings", null, "clock settings");
            }
            this.clockSettings = settings;
            return this;
        }

        /**
         * Draws the random bits from a {@link SecureRandom}, as RFC 9562 §6.9 recommends: the default. Each
         * millisecond's first UUID draws a 128-bit key from a new {@code SecureRandom()} (the platform's default
         * algorithm), and each UUID's bits are SipHash-2-4 of its time and counter under that key; see the class
         * comment for why that is as unguessable as drawing them from the {@code SecureRandom} one by one.
         *
         * @return this builder
         */
        public Builder secureRandom() {
            this.keySource = null;
            this.random = null;
            return this;
        }

        /**
         * As {@link #secureRandom()}, with the keys drawn from the given {@code SecureRandom}: a DRBG, a FIPS
         * provider's, or a scripted one in a test.
         *
         * @param keySource where each millisecond's key comes from; called at most once per millisecond
         * @return this builder
         */
        public Builder secureRandom(SecureRandom keySource) {
            if (keySource == null) {
                throw new InvalidConfigurationException("secure random", null, "a SecureRandom");
            }
            this.keySource = keySource;
            this.random = null;
            return this;
        }

        /**
         * Opts out of cryptographic random bits: each UUID takes 56 bits from the calling thread's
         * {@link java.util.concurrent.ThreadLocalRandom}. A few nanoseconds faster than the default, but its output
         * can be predicted from earlier output (RFC 9562 §6.9), so choose it only where nobody must be kept from
         * guessing UUIDs, e.g. for keys that never leave the database. Every copy of a JVM restored from one snapshot
         * holds the same per-thread states; {@link UuidV7Generator#afterRestore()} salts the bits so copies differ.
         *
         * @return this builder
         */
        public Builder fastRandom() {
            return random(FastRandom.INSTANCE);
        }

        /**
         * @param random the source of the 56 random bits of each UUID, one {@code nextLong()} per UUID; called from
         *     many threads at once, so it must be thread-safe. (A {@code SecureRandom} given here is called for every
         *     UUID, at 150–200 ns a call; {@link #secureRandom(SecureRandom)} uses it once per millisecond.) Its values
         *     are the bits as they are until a restore of the JVM; from {@link UuidV7Generator#afterRestore()} on they
         *     are XORed with a salt drawn from the operating system, and a {@code SecureRandom} is reseeded.
         * @return this builder
         */
        public Builder random(RandomGenerator random) {
            if (random == null) {
                throw new InvalidConfigurationException("random", null, "a random generator");
            }
            this.random = random;
            this.keySource = null;
            return this;
        }

        /**
         * @return the generator
         * @throws InvalidConfigurationException if the wall clock reads before 1970 or after
         *     {@link UuidV7Generator#LAST_TIME}
         */
        public UuidV7Generator build() {
            WallClock wallClock = clockSettings.wallClockOr(WallClock::ticking);
            long now = wallClock.precise().currentTimeMillis();
            if (now < 0 || now > LAST_MILLIS) {
                throw new InvalidConfigurationException("wall clock", Instant.ofEpochMilli(now),
                        "a time from " + Instant.EPOCH + " to " + Instant.ofEpochMilli(LAST_MILLIS));
            }
            LogicalClock clock = LogicalClock.builder()
                    .settings(clockSettings, wallClock)
                    .ticks(0, 1000, LAST_MILLIS)
                    .slots(COUNTER_BITS, 1L << COUNTER_BITS)
                    .spreadBits(COUNTER_BITS - 1)
                    .build();
            UuidV7Generator generator;
            if (random != null) {
                generator = new UuidV7Generator(clock, new GeneratorRandomBits(random), random);
            } else {
                SecureRandom source = keySource != null ? keySource : new SecureRandom();
                generator = new UuidV7Generator(clock, new SecureRandomBits(source), source);
            }
            generator.cracResource = Crac.register(generator).orElse(null);
            return generator;
        }
    }
}
