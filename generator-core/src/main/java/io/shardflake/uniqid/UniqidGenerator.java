package io.shardflake.uniqid;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.error.LayoutExhaustedException;
import io.shardflake.clock.ClockLeadExceededException;
import io.shardflake.clock.ClockPolicy;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ClockStatistics;
import io.shardflake.clock.LogicalClock;
import io.shardflake.clock.WallClock;
import io.shardflake.snapshot.Crac;
import io.shardflake.snapshot.FreshEntropy;
import io.shardflake.snapshot.SnapshotAware;
import java.util.concurrent.ThreadLocalRandom;
import java.util.random.RandomGenerator;
import org.jspecify.annotations.Nullable;

/**
 * Makes sharded PHP uniqids, byte for byte as the seed's PHP fleet writes them.
 *
 * <pre>
 *   d pppp ssssssss uuuuu      shard digit, random prefix (if the format has one), seconds, microseconds
 * </pre>
 *
 * <pre>{@code
 * UniqidGenerator generator = UniqidGenerator.builder(UniqidFormat.withPrefix(4)).build();
 * String id = generator.nextString();        // e.g. "21a2b6a1f3c7e0b4ca"
 * }</pre>
 *
 * <p><b>Time.</b> PHP's {@code uniqid()} is the time in microseconds; PHP sleeps a microsecond after each one so a
 * process never returns the same value twice. Here a {@link LogicalClock} with 1 µs ticks does that job without
 * sleeping per id: every id of a generator has a later microsecond than the one before, across threads. A burst
 * faster than one id per microsecond runs ahead of the wall clock, up to the {@link ClockPolicy}'s lead (100 ms by
 * default), then waits for it, so a generator makes at most 1,000,000 ids per second on average, like a PHP
 * process. The default wall clock is {@link WallClock#system()}, which has microsecond precision.
 *
 * <p><b>Order.</b> The 13-character uniqid part strictly increases from id to id. Without a prefix the whole
 * string increases within a shard digit; the shard digit and the prefix come first, so across shards, or with a
 * prefix, order ids by {@link Uniqid#uniqid()} or {@link Uniqid#compareTo(Uniqid)}, not by the string.
 *
 * <p><b>Uniqueness.</b> One generator never repeats a time, so never an id. Two generators — or this one and a
 * PHP process — share no state: like the PHP fleet, they rely on the prefix (one chance in 65,536 that two ids
 * made in the same microsecond collide) or on not making ids in the same microsecond. Keep one generator per
 * process. Thread-safe without locks.
 *
 * <p><b>Snapshots of the JVM (CRaC, SnapStart, a cloned VM).</b> Copies restored from one snapshot share the logical
 * clock, so they make ids of the same microseconds, and the random source's state (each thread's
 * {@code ThreadLocalRandom}, or a seeded generator) is the same in every copy, so without more they would draw the
 * same prefixes too. {@link #afterRestore()} draws a 16-bit salt from the operating system ({@link FreshEntropy}),
 * XORed into every prefix from then on (0 until the first restore, so a seeded source replays exactly): two copies'
 * prefixes then differ in every id unless their salts agree, 1 chance in 65,536, the same odds the prefix gives any
 * two processes. Ids without a prefix have no random part: copies make the same ids in the same microsecond, as two
 * PHP processes would, and nothing after a restore can change that. The generator registers itself with CRaC when
 * built ({@link Crac}).
 *
 * <p><b>Cost: a plain field read and an XOR per prefix, no volatile read.</b> The salt is read after the logical
 * clock's volatile load of its last stamp, and published by a volatile write of that stamp
 * ({@link LogicalClock#publish()}) after it changes; an id made meanwhile on another thread takes either salt, and
 * is unique in this JVM either way, as its microsecond is.
 */
public final class UniqidGenerator implements SnapshotAware {

    /** One random source per thread, so the default needs no shared state and no lock. */
    private static final RandomGenerator THREAD_LOCAL_RANDOM = () -> ThreadLocalRandom.current().nextLong();

    private final UniqidFormat format;
    private final RandomGenerator random;
    private final LogicalClock clock;
    // Plain, not volatile: published by the clock (see the class comment).
    private int prefixSalt;
    // The org.crac resource that calls afterRestore(), when that API is on the class path: held here because CRaC's
    // global context holds it weakly.
    private @Nullable Object cracResource;

    private UniqidGenerator(Builder builder, LogicalClock clock) {
        this.format = builder.format;
        this.random = builder.random;
        this.clock = clock;
    }

    /**
     * @param format the shard count and whether ids have a prefix
     * @return a builder with the system clock and thread-local randomness
     * @throws InvalidConfigurationException if {@code format} is null
     */
    public static Builder builder(UniqidFormat format) {
        return new Builder(format);
    }

    /**
     * Makes the next id.
     *
     * @return a new id, later than every id this generator made before
     * @throws ClockLeadExceededException if the wall clock is too far behind the logical clock
     * @throws LayoutExhaustedException after 2106-02-07T06:28:15.999999Z, when PHP's seconds outgrow 8 hex digits
     */
    public Uniqid next() {
        long micros = clock.next();
        return new Uniqid(micros, format.prefixed() ? UniqidText.prefix(prefixBits()) : "", format.shardCount());
    }

    /**
     * Makes the next id as text.
     *
     * @return the id, e.g. {@code 21a2b6a1f3c7e0b4ca}
     * @throws ClockLeadExceededException if the wall clock is too far behind the logical clock
     * @throws LayoutExhaustedException after 2106-02-07T06:28:15.999999Z
     */
    public String nextString() {
        // Written straight from the time and the prefix's bits: the string is the only object made.
        long micros = clock.next();
        return UniqidText.write(micros, format.prefixed() ? prefixBits() : UniqidText.NO_PREFIX, format.shardCount());
    }

    /** 16 random bits, written as four hex characters: what PHP's {@code substr(md5(rand()), 0, 4)} amounts to. */
    private int prefixBits() {
        return random.nextInt(1 << 16) ^ prefixSalt;
    }

    /** Nothing to give back before a snapshot: the prefixes' salt is drawn after the restore. */
    @Override
    public void beforeSnapshot() {
    }

    /**
     * Draws the prefixes' salt anew from the operating system, so that copies of the JVM restored from one snapshot
     * draw different prefixes (see the class comment). Thread-safe: ids may be made meanwhile.
     */
    @Override
    public void afterRestore() {
        prefixSalt = (int) (FreshEntropy.nextLong() & 0xFFFF);
        clock.publish();
    }

    /** @return the shard count and whether ids have a prefix */
    public UniqidFormat format() {
        return format;
    }

    /** @return the wall clock this generator reads */
    public WallClock wallClock() {
        return clock.wallClock();
    }

    /** @return the lead and wait bounds of the clock */
    public ClockPolicy clockPolicy() {
        return clock.policy();
    }

    /** @return counters: ids made, borrowed microseconds, waits, backwards steps and the largest */
    public ClockStatistics statistics() {
        return clock.statistics();
    }

    @Override
    public String toString() {
        return "UniqidGenerator[" + format.description() + ", " + clock.policy() + "]";
    }

    /** Builds a {@link UniqidGenerator}. */
    public static final class Builder {

        private final UniqidFormat format;
        private RandomGenerator random = THREAD_LOCAL_RANDOM;
        private ClockSettings clockSettings = ClockSettings.DEFAULT;

        private Builder(UniqidFormat format) {
            this.format = require("format", format);
        }

        /**
         * @param settings the clock policy, wall clock and sleeper; by default {@link ClockSettings#DEFAULT}, whose
         *     wall clock here is {@link WallClock#system()} (a uniqid counts microseconds)
         * @return this builder
         */
        public Builder clock(ClockSettings settings) {
            this.clockSettings = require("clock settings", settings);
            return this;
        }

        /**
         * @param random where prefixes come from; called from every thread that makes ids, so it must be
         *     thread-safe (e.g. {@link java.util.Random}, not {@link java.util.SplittableRandom}); by default each
         *     thread's {@link ThreadLocalRandom}
         * @return this builder
         */
        public Builder random(RandomGenerator random) {
            this.random = require("random", random);
            return this;
        }

        /** @return the generator */
        public UniqidGenerator build() {
            LogicalClock clock = LogicalClock.builder()
                    .settings(clockSettings, clockSettings.wallClockOr(WallClock::system))
                    .ticks(0, 1, Uniqid.MAX_EPOCH_MICROS)
                    .slots(0, 1)
                    .build();
            UniqidGenerator generator = new UniqidGenerator(this, clock);
            generator.cracResource = Crac.register(generator).orElse(null);
            return generator;
        }

        private static <T> T require(String name, T value) {
            if (value == null) {
                throw new InvalidConfigurationException(name, null, "not null");
            }
            return value;
        }
    }
}
