package io.shardflake.locality;

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
import java.security.SecureRandom;
import java.time.Instant;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import java.util.random.RandomGenerator;
import org.jspecify.annotations.Nullable;

/**
 * Makes Groupon Locality UUIDs vB.
 *
 * <pre>
 *   wwwwwwww-xxxx-byyy-yyyy-zzzzzzzzzzzz
 *   counter  pid   b MAC       ms since 1970 (from the logical clock)
 * </pre>
 *
 * <pre>{@code
 * LocalityUuidGenerator generator = LocalityUuidGenerator.builder().build();    // variable mode
 * String id = generator.nextString();       // e.g. "c8c9ced9-7a7f-bd53-7a50-013e4e2afbde"
 * }</pre>
 *
 * <p><b>Counter.</b> The n-th id (n = 0, 1, ...) carries counter {@code first + n * step mod 2^32}, written as its
 * {@link CounterMode} says: variable mode (the default) steps by the prime 198,491,317 and writes it
 * nibble-reversed, so the first characters vary; sequential mode steps by 1, writes it as is, and starts from the
 * {@link SequentialSeed} of the time the generator is built. A call that has to retry (below) skips a counter.
 *
 * <p><b>Order.</b> Variable-mode ids are unique, not ordered: scattering them is the point. Sequential-mode ids
 * increase in string order as they are made, until the counter wraps from {@code ffffffff} to {@code 00000000}
 * (after {@code 2^32 - first} ids; the seed picks {@code first} from the time, so that can come soon); the
 * generator does not re-seed, so no hour or ten-minute boundary breaks the order.
 *
 * <p><b>Uniqueness.</b> The process id and MAC fragment are the same in every id of a generator, so ids differ
 * if their (time, counter) pairs do. The time comes from a {@link LogicalClock} in milliseconds, which never goes
 * backwards and hands out at most 65,536 stamps per millisecond (past that it borrows the next millisecond, up to
 * the {@link ClockPolicy}'s lead, then waits, then throws {@link ClockLeadExceededException}). The counter steps by
 * an odd number, so it repeats only after 2^32 ids. Each call takes a stamp, then a counter, then checks that the
 * clock has issued nothing in a later millisecond meanwhile, and retries if it has. Two ids with the same time and
 * counter would need 2^32 counters taken between theirs; but ids stamped in a later millisecond in between make
 * the later one retry, at most 65,536 are stamped in the same millisecond, and ids stamped earlier but counted in
 * between are at most one per other thread. So a generator never repeats an id. (Groupon's code takes the time
 * and the counter separately and relies on the seed's bound of fewer than 2^32 ids per millisecond.)
 *
 * <p>Why 65,536 and not 2^31 per millisecond: a stamp is {@code tick << slotBits | slot} in 63 bits, so 31 slot
 * bits would leave 32 bits of milliseconds, 49 days. 16 bits leave 47, enough until the year 6429, and 65 million
 * ids per second is more than one generator can format anyway. Borrowing (rather than refusing) keeps a burst
 * going; the id's time is then ahead of the wall clock by at most the policy's lead, 100 ms by default.
 *
 * <p><b>One generator per process.</b> Ids from two generators with the same process id and MAC fragment can
 * collide: the format says they come from one process. Keep one generator per process (a static field or a
 * singleton bean), or give each its own process id. Thread-safe without locks.
 *
 * <p><b>Snapshots of the JVM (CRaC, SnapStart, a cloned VM).</b> Copies restored from one snapshot are the same
 * process to this format: the same process id (a restore brings back the pid, and a cloned VM's JVM has the one it
 * had), the same MAC fragment, the same logical clock and the same counter. Left alone they would make the very same
 * ids in the same millisecond. {@link #afterRestore()} moves the counter on by a random distance read from the
 * operating system ({@link FreshEntropy}), under {@code 2^32 - 2^24}, as if that many ids had been made; in variable
 * mode that is a new random start, as the step is odd and so reaches every counter. Then it takes stamps until one
 * falls in a later millisecond than every id counted before the jump, so that no millisecond holds counters from both
 * sides of two jumps, and one jump is shorter than 2^32 by more than the ids a millisecond can count (65,536 stamps
 * and one per other thread, see Uniqueness): a generator still never repeats an id, however often it is restored.
 *
 * <p>What copies can and cannot avoid: their counters now run a random distance apart, so they repeat an id only if
 * their numbers of ids made since the restore drift apart by about that distance, and then only in a millisecond both
 * use: for copies that drift apart by at most {@code D} ids, a chance below {@code 2D / 2^32} (1 in 2,000 for
 * {@code D} of a million). That is a chance, not a guarantee: the format has no other field that could tell the copies
 * apart. For a guarantee, build each copy's generator after the restore with a process id of its own (one leased per
 * copy, say). In sequential mode the jump keeps the order as any counter wrap does (ids after it sort after those
 * before unless it passed {@code ffffffff}), but the restored generator's first characters no longer match those of
 * machines that started in the same ten minutes.
 */
public final class LocalityUuidGenerator implements SnapshotAware {

    private static final System.Logger LOG = System.getLogger(LocalityUuidGenerator.class.getName());
    private static final long COUNTER_MASK = 0xFFFF_FFFFL;
    private static final int SLOT_BITS = 16;
    private static final long MICROS_PER_MILLI = 1000;
    /** A restore's jump stays this far short of a full turn of the counter: more than a millisecond can count. */
    private static final long JUMP_BOUND = (1L << 32) - (1L << 24);

    private final CounterMode mode;
    private final long step;
    private final long firstCounter;
    private final int processId;
    private final int macFragment;
    private final LogicalClock clock;
    private final AtomicLong counted = new AtomicLong();
    // The bits every id shares: process id, version and MAC fragment, in their places of the UUID layout.
    private final long highTail;
    private final long macLow;
    // The org.crac resource that calls afterRestore(), when that API is on the class path: held here because CRaC's
    // global context holds it weakly.
    private @Nullable Object cracResource;

    private LocalityUuidGenerator(Builder builder, LogicalClock clock, long firstCounter, int processId,
            int macFragment) {
        this.mode = builder.mode;
        this.step = builder.mode.step();
        this.firstCounter = firstCounter;
        this.processId = processId;
        this.macFragment = macFragment;
        this.clock = clock;
        this.highTail = (long) processId << 16 | (long) LocalityUuid.VERSION_NIBBLE << 12 | macFragment >>> 16;
        this.macLow = macFragment & 0xFFFF;
    }

    /** @return a builder: variable mode, this process and machine, the system clock */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Makes the next id.
     *
     * @return a new id, different from every id this generator made before
     * @throws ClockLeadExceededException if the wall clock is too far behind the logical clock
     * @throws LayoutExhaustedException past the year 6429
     */
    public LocalityUuid next() {
        return LocalityUuid.of(nextBits());
    }

    /**
     * Makes the next id as text.
     *
     * @return 36 lower-case characters, e.g. {@code c8c9ced9-7a7f-bd53-7a50-013e4e2afbde}
     * @throws ClockLeadExceededException if the wall clock is too far behind the logical clock
     * @throws LayoutExhaustedException past the year 6429
     */
    public String nextString() {
        // A Locality UUID's text is its 128 bits in the UUID layout, which the JDK writes into one string with no
        // intermediate object; the UUID itself does not escape, so the string is the only allocation.
        return nextBits().toString();
    }

    /** The next id's 128 bits, carried in a {@link UUID}. */
    private UUID nextBits() {
        while (true) {
            long stamp = clock.next();
            long millis = clock.tickOf(stamp);
            long n = counted.getAndIncrement();
            if (clock.lastTick() == millis) {
                long counter = (firstCounter + n * step) & COUNTER_MASK;
                return new UUID(mode.firstGroup(counter) << 32 | highTail, macLow << 48 | millis);
            }
            // A later millisecond was stamped between our stamp and our counter: see the class comment.
        }
    }

    /** Nothing to give back before a snapshot: the counter moves on after the restore. */
    @Override
    public void beforeSnapshot() {
    }

    /**
     * Moves the counter on by a random distance from the operating system, so that copies of the JVM restored from one
     * snapshot do not make the same ids (see the class comment for the odds, and what sequential mode keeps). Then takes
     * stamps until one is in a later millisecond than every id counted before, which the clock's statistics count as
     * stamped ids. Thread-safe: ids may be made meanwhile, and none repeats; calls are serialised.
     *
     * @throws ClockLeadExceededException if the wall clock is too far behind the logical clock to take a stamp
     */
    @Override
    public void afterRestore() {
        jump(Math.floorMod(FreshEntropy.nextLong(), JUMP_BOUND));
    }

    /**
     * Moves the counter on by {@code distance} counters, then takes stamps until one is in a later millisecond than
     * the last stamp before: {@link #afterRestore()} with a chosen distance, for tests.
     *
     * @param distance 0 to {@code 2^32 - 2^24 - 1}
     */
    synchronized void jump(long distance) {
        counted.getAndAdd(distance);
        long countedBefore = clock.lastTick();
        while (clock.tickOf(clock.next()) <= countedBefore) {
            // A call that took a counter after the jump under an earlier millisecond's stamp now sees a later
            // millisecond stamped and retries: see the class comment.
        }
    }

    /** @return how the counter advances and is written */
    public CounterMode mode() {
        return mode;
    }

    /** @return the counter of the first id, 0 to 2^32-1 (a restore moves the counter on, not this start) */
    public long firstCounter() {
        return firstCounter;
    }

    /** @return the process id in every id */
    public int processId() {
        return processId;
    }

    /** @return the MAC fragment in every id */
    public int macFragment() {
        return macFragment;
    }

    /** @return the lead and wait bounds of the clock */
    public ClockPolicy clockPolicy() {
        return clock.policy();
    }

    /** @return counters: ids stamped, borrowed milliseconds, waits, backwards steps and the largest */
    public ClockStatistics statistics() {
        return clock.statistics();
    }

    /** @return the wall clock this generator reads */
    public WallClock wallClock() {
        return clock.wallClock();
    }

    @Override
    public String toString() {
        return "LocalityUuidGenerator[" + mode + ", process id " + processId + ", MAC fragment "
                + String.format(Locale.ROOT, "%07x", macFragment) + ", " + clock.policy() + "]";
    }

    /** Builds a {@link LocalityUuidGenerator}. */
    public static final class Builder {

        private CounterMode mode = CounterMode.VARIABLE;
        private Integer processId;
        private Integer macFragment;
        private Long firstCounter;
        private RandomGenerator random;
        private ClockSettings clockSettings = ClockSettings.DEFAULT;

        private Builder() {
        }

        /**
         * @param mode variable (the default) or sequential
         * @return this builder
         */
        public Builder mode(CounterMode mode) {
            this.mode = require("counter mode", mode);
            return this;
        }

        /** @return this builder in {@link CounterMode#SEQUENTIAL} mode */
        public Builder sequential() {
            return mode(CounterMode.SEQUENTIAL);
        }

        /**
         * @param settings the clock policy, wall clock and sleeper; by default {@link ClockSettings#DEFAULT}, whose
         *     wall clock here is {@link WallClock#ticking()}
         * @return this builder
         */
        public Builder clock(ClockSettings settings) {
            this.clockSettings = require("clock settings", settings);
            return this;
        }

        /**
         * @param processId the process id field, 0 to 65,535; by default this JVM's pid mod 65,536
         * @return this builder
         */
        public Builder processId(int processId) {
            this.processId = processId;
            return this;
        }

        /**
         * @param macFragment the MAC field, 0 to 2^28-1; by default the last 28 bits of the machine's first active
         *     MAC address, or 0 when it has none
         * @return this builder
         */
        public Builder macFragment(int macFragment) {
            this.macFragment = macFragment;
            return this;
        }

        /**
         * Sets the counter of the first id, e.g. to replay a sequence in a test. By default variable mode starts at
         * a random counter and sequential mode at {@link SequentialSeed#of(Instant)} + 1 for the build time.
         *
         * @param counter 0 to 2^32-1
         * @return this builder
         */
        public Builder firstCounter(long counter) {
            this.firstCounter = counter;
            return this;
        }

        /**
         * @param random where variable mode's random first counter comes from (used once, in {@link #build()});
         *     by default a {@link SecureRandom}
         * @return this builder
         */
        public Builder random(RandomGenerator random) {
            this.random = require("random", random);
            return this;
        }

        /**
         * Resolves the process id, MAC fragment and first counter, and builds the generator.
         *
         * @return the generator
         * @throws InvalidConfigurationException if the process id, MAC fragment or first counter is out of range,
         *     or the machine's network interfaces cannot be read (set the MAC fragment to avoid reading them)
         */
        public LocalityUuidGenerator build() {
            int pid = processId != null ? processId : LocalMachine.processId();
            requireRange("process id", pid, LocalityUuid.MAX_PROCESS_ID, "16 bits");
            int mac = macFragment != null ? macFragment : discoverMac();
            requireRange("MAC fragment", mac, LocalityUuid.MAX_MAC_FRAGMENT, "28 bits");
            WallClock wallClock = clockSettings.wallClockOr(WallClock::ticking);
            long first = firstCounter != null ? firstCounter : defaultFirstCounter(wallClock);
            requireRange("first counter", first, COUNTER_MASK, "32 bits");
            LogicalClock clock = LogicalClock.builder()
                    .settings(clockSettings, wallClock)
                    .ticks(0, MICROS_PER_MILLI, Long.MAX_VALUE >>> SLOT_BITS)
                    .slots(SLOT_BITS, 1L << SLOT_BITS)
                    .build();
            LocalityUuidGenerator generator = new LocalityUuidGenerator(this, clock, first, pid, mac);
            generator.cracResource = Crac.register(generator).orElse(null);
            return generator;
        }

        private long defaultFirstCounter(WallClock wallClock) {
            if (mode == CounterMode.SEQUENTIAL) {
                Instant now = Instant.ofEpochMilli(wallClock.precise().currentTimeMillis());
                // Groupon's code seeds the counter and pre-increments it, so the first id is the seed plus one.
                return (SequentialSeed.of(now) + 1) & COUNTER_MASK;
            }
            RandomGenerator source = random != null ? random : new SecureRandom();
            return source.nextLong() & COUNTER_MASK;
        }

        private static int discoverMac() {
            OptionalInt found = LocalMachine.macFragment();
            if (found.isEmpty()) {
                LOG.log(System.Logger.Level.WARNING, "no active MAC address found: Locality UUIDs carry MAC "
                        + "fragment 0000000, as the format prescribes; set macFragment(...) to tell machines apart");
            }
            return found.orElse(0);
        }

        private static void requireRange(String name, long value, long max, String width) {
            if (value < 0 || value > max) {
                throw new InvalidConfigurationException(name, value, "0.." + max + " (" + width + ")");
            }
        }

        private static <T> T require(String name, T value) {
            if (value == null) {
                throw new InvalidConfigurationException(name, null, "not null");
            }
            return value;
        }
    }
}
