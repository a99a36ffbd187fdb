package io.shardflake.uuid;

import io.shardflake.InvalidConfigurationException;
import io.shardflake.clock.ClockLeadExceededException;
import io.shardflake.clock.ClockPolicy;
import io.shardflake.clock.ClockStatistics;
import io.shardflake.clock.LogicalClock;
import io.shardflake.clock.Sleeper;
import io.shardflake.clock.WallClock;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.UUID;
import java.util.random.RandomGenerator;

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
 * <p><b>Random bits.</b> By default the calling thread's {@link java.util.concurrent.ThreadLocalRandom}: no lock,
 * no allocation, about a nanosecond. RFC 9562 §6.9 says implementations SHOULD use a cryptographically secure
 * generator so that UUIDs are hard to guess; that matters when a UUID is the only thing protecting a resource
 * (which §8 advises against anyway), not for primary keys, and a secure generator is about ten times slower than
 * the whole of the rest of the generator. Choose {@link Builder#secureRandom()} when UUIDs must be unguessable; any
 * thread-safe {@link RandomGenerator} can be given with {@link Builder#random(RandomGenerator)}.
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
     * Past it, {@link #next()} throws {@link io.shardflake.LayoutExhaustedException}.
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
    private final RandomGenerator random;

    private UuidV7Generator(Builder builder, LogicalClock clock) {
        this.clock = clock;
        this.random = builder.random;
    }

    /** @return a builder: ticking system clock, default policy, fast random */
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
                | random.nextLong() >>> (64 - RANDOM_BITS);
        return new UUID(high, low);
    }

    @Override
    public ClockStatistics statistics() {
        return clock.statistics();
    }

    /** @return the lead and wait bounds */
    public ClockPolicy clockPolicy() {
        return clock.policy();
    }

    /** @return the wall clock this generator follows */
    public WallClock wallClock() {
        return clock.wallClock();
    }

    /** @return the source of the random bits */
    public RandomGenerator random() {
        return random;
    }

    @Override
    public String toString() {
        return "UuidV7Generator[" + COUNTER_BITS + "-bit counter, random " + random + ", " + clock.policy()
                + ", wall " + clock.wallClock() + "]";
    }

    /** Builds a {@link UuidV7Generator}. */
    public static final class Builder {

        private WallClock wallClock = WallClock.ticking();
        private Sleeper sleeper = Sleeper.system();
        private ClockPolicy policy = ClockPolicy.DEFAULT;
        private RandomGenerator random = FastRandom.INSTANCE;

        private Builder() {
        }

        /**
         * @param wallClock the time source; by default {@link WallClock#ticking()}
         * @param sleeper how to wait for it
         * @return this builder
         */
        public Builder clock(WallClock wallClock, Sleeper sleeper) {
            if (wallClock == null || sleeper == null) {
                throw new InvalidConfigurationException("clock", wallClock == null ? "null wall clock"
                        : "null sleeper", "a wall clock and a sleeper");
            }
            this.wallClock = wallClock;
            this.sleeper = sleeper;
            return this;
        }

        /**
         * @param policy how far the time may run ahead of the wall clock and how long to wait before
         *     {@link ClockLeadExceededException}; by default {@link ClockPolicy#DEFAULT} (100 ms, 1 s)
         * @return this builder
         */
        public Builder clockPolicy(ClockPolicy policy) {
            if (policy == null) {
                throw new InvalidConfigurationException("clock policy", null, "a policy");
            }
            this.policy = policy;
            return this;
        }

        /**
         * @param maxLead how far the time may run ahead of the wall clock (zero: wait for the next millisecond
         *     when one is used up)
         * @return this builder
         */
        public Builder maxLead(Duration maxLead) {
            return clockPolicy(policy.withMaxLead(maxLead));
        }

        /**
         * @param maxWait how long one UUID may wait for the wall clock
         * @return this builder
         */
        public Builder maxWait(Duration maxWait) {
            return clockPolicy(policy.withMaxWait(maxWait));
        }

        /**
         * @param random the source of the 56 random bits of each UUID; called from many threads at once, so it
         *     must be thread-safe. By default the calling thread's {@link java.util.concurrent.ThreadLocalRandom}.
         * @return this builder
         */
        public Builder random(RandomGenerator random) {
            if (random == null) {
                throw new InvalidConfigurationException("random", null, "a random generator");
            }
            this.random = random;
            return this;
        }

        /**
         * Draws the random bits from a {@link SecureRandom}, as RFC 9562 §6.9 recommends for UUIDs that must be
         * hard to guess. Slower: each UUID then costs a call into the secure generator.
         *
         * @return this builder
         */
        public Builder secureRandom() {
            return random(new SecureRandom());
        }

        /**
         * @return the generator
         * @throws InvalidConfigurationException if the wall clock reads before 1970 or after
         *     {@link UuidV7Generator#LAST_TIME}
         */
        public UuidV7Generator build() {
            long now = wallClock.precise().currentTimeMillis();
            if (now < 0 || now > LAST_MILLIS) {
                throw new InvalidConfigurationException("wall clock", Instant.ofEpochMilli(now),
                        "a time from " + Instant.EPOCH + " to " + Instant.ofEpochMilli(LAST_MILLIS));
            }
            LogicalClock clock = LogicalClock.builder()
                    .wallClock(wallClock)
                    .sleeper(sleeper)
                    .policy(policy)
                    .ticks(0, 1000, LAST_MILLIS)
                    .slots(COUNTER_BITS, 1L << COUNTER_BITS)
                    .spreadBits(COUNTER_BITS - 1)
                    .build();
            return new UuidV7Generator(this, clock);
        }
    }
}
