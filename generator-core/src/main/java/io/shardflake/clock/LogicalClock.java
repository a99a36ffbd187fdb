package io.shardflake.clock;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.error.LayoutExhaustedException;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;

/**
 * A clock that never goes backwards and never hands out the same value twice: the heart of every Shardflake
 * generator.
 *
 * <p>It hands out <em>stamps</em>: a tick (time since an epoch, in ticks of a fixed length) and a slot within
 * that tick, packed as {@code tick << slotBits | slot}. Each stamp is larger than every stamp handed out
 * before, across all threads, without locks: one compare-and-set on one {@code long}.
 *
 * <p>The next stamp is the larger of
 * <ul>
 *   <li>the one after the previous stamp (the next slot, or slot 0 of the next tick when the tick is full),
 *   <li>the first slot of the wall clock's current tick.
 * </ul>
 * So the clock follows the wall clock while it moves forward, and stays put — counting slots, then borrowing
 * ticks — when the wall clock stands still or steps back. Its lead over the wall clock is bounded by the
 * {@link ClockPolicy}: past the bound it waits for the wall clock, and when waiting cannot help it throws
 * {@link ClockLeadExceededException}. Past the last tick it throws {@link LayoutExhaustedException}.
 *
 * <p>The first slot of a fresh tick may be spread ({@link Builder#spreadBits(int)}): a Snowflake that makes one
 * id per tick would otherwise end every id in slot 0, and {@code id % shards} would pile onto a few shards.
 *
 * <p>Allocation-free and thread-safe.
 */
public final class LogicalClock {

    private static final long NONE = -1;
    /** The wall mark before the first reading: below every tick. */
    private static final long NO_MARK = Long.MIN_VALUE;
    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

    private final WallClock wall;
    private final WallClock preciseWall;
    private final Sleeper sleeper;
    private final ClockPolicy policy;
    private final long epochMicros;
    private final long tickMicros;
    private final boolean millisecondTicks;
    private final int slotBits;
    private final long slotMask;
    private final long slotLimit;
    private final int spreadBits;
    private final long maxTick;
    private final long maxLeadTicks;
    private final long maxWaitNanos;

    private final long initial;
    // The last stamp handed out (or the one before the first), and the highest wall-clock tick seen (lowered only when
    // the wall clock is seen to step back): each on lines of its own, as every call reads both.
    private final PaddedLong last;
    private final PaddedLong wallMark;
    // Counted on every call: striped, so two threads do not write one counter.
    private final LongAdder issued = new LongAdder();
    private final LongAdder borrowed = new LongAdder();
    private final LongAdder waits = new LongAdder();
    // Written only when the wall clock steps back or the lead grows; read on every call.
    private final AtomicLong backwardSteps = new AtomicLong();
    private final AtomicLong largestBackwardTicks = new AtomicLong();
    private final AtomicLong largestLeadTicks = new AtomicLong();

    private LogicalClock(Builder builder) {
        this.wall = builder.wall;
        this.preciseWall = builder.wall.precise();
        this.sleeper = builder.sleeper;
        this.policy = builder.policy;
        this.epochMicros = builder.epochMicros;
        this.tickMicros = builder.tickMicros;
        // Whole-millisecond reads are cheaper, and exact only when every tick boundary is a whole millisecond.
        this.millisecondTicks = tickMicros % 1000 == 0 && epochMicros % 1000 == 0;
        this.slotBits = builder.slotBits;
        this.slotMask = (1L << slotBits) - 1;
        this.slotLimit = builder.slotLimit;
        this.spreadBits = builder.spreadBits;
        this.maxTick = builder.maxTick;
        this.maxLeadTicks = micros(policy.maxLead()) / tickMicros;
        this.maxWaitNanos = saturatedMultiply(micros(policy.maxWait()), 1000);
        this.initial = builder.firstTick == 0 ? NONE : (builder.firstTick << slotBits) - 1;
        this.last = new PaddedLong(initial);
        this.wallMark = new PaddedLong(NO_MARK);
    }

    /** @return a builder; the tick, slots and time range must be set */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Hands out the next stamp.
     *
     * @return {@code tick << slotBits | slot}, larger than every stamp handed out before
     * @throws ClockLeadExceededException if the wall clock is too far behind and waiting cannot help
     * @throws LayoutExhaustedException if the next stamp's tick is past the last tick
     */
    public long next() {
        // The usual read is the cheap one (a coarse clock that may lag by up to a millisecond). When it says
        // "wait", the call reads the exact clock: for ticks of whole milliseconds, the system's milliseconds,
        // which read without allocating and settle the common case (the coarse clock lagging a tick boundary).
        // Only a real wait reads the microseconds, once per pause, to size it; that read makes an Instant, free
        // only when the JIT removes it, which it does not in every JVM.
        boolean waiting = false;
        long waitedNanos = 0;
        boolean counted = false;
        while (true) {
            // The mark is loaded before the clock is read: a thread paused between reading the clock and comparing
            // must not take another thread's later reading for a step back.
            long seenWallTick = wallMark.get();
            long nowMicros = read(waiting ? preciseWall : wall);
            long now = Math.floorDiv(nowMicros - epochMicros, tickMicros);
            if (now > maxTick) {
                throw new LayoutExhaustedException(now, maxTick, endOfLife());
            }
            if (!waiting && now != seenWallTick) {
                noteWallTick(seenWallTick, now);
            }
            long fresh = (now << slotBits) | firstSlot(now);
            // The last stamp is loaded after the clock is read, and a lost compare-and-set retries at once with the
            // stamp that won, not a new reading: threads contend only for the few nanoseconds from load to
            // compare-and-set, not for the length of a clock read (28 ns for the system's microseconds, where two
            // threads making UUIDs v1 lost most of their compare-and-sets: BENCHMARKS.md). A thread paused after its
            // reading may then see a lead that is not there; it reads the clock again before it waits.
            long previous = last.get();
            long next;
            long tick;
            long lead;
            while (true) {
                long carried = successor(previous);
                if (carried < 0) {
                    // The previous stamp was the last one that fits 63 bits.
                    throw new LayoutExhaustedException(maxTick + 1, maxTick, endOfLife());
                }
                next = Math.max(carried, fresh);
                tick = next >>> slotBits;
                lead = tick - now;
                if (lead > maxLeadTicks) {
                    break;
                }
                if (tick > maxTick) {
                    throw new LayoutExhaustedException(tick, maxTick, endOfLife());
                }
                long witness = last.compareAndExchange(previous, next);
                if (witness == previous) {
                    issued.increment();
                    if (lead > 0) {
                        noteLead(next == carried && previous != initial && tick > (previous >>> slotBits), lead);
                    }
                    return next;
                }
                previous = witness;
            }
            if (!waiting) {
                waiting = true;
                continue;
            }
            // A fresh reading, taken after the stamp was loaded: the pass's own may be older than that stamp.
            long sizingMicros = preciseWall.currentTimeMicros();
            long needMicros = saturatedMultiply(tick - Math.floorDiv(sizingMicros - epochMicros, tickMicros)
                    - maxLeadTicks, tickMicros) - Math.floorMod(sizingMicros - epochMicros, tickMicros);
            long needNanos = saturatedMultiply(needMicros, 1000);
            if (needNanos > maxWaitNanos - waitedNanos) {
                throw new ClockLeadExceededException(duration(saturatedMultiply(lead, tickMicros)),
                        policy.maxLead(), Duration.ofNanos(waitedNanos), policy.maxWait());
            }
            if (!counted) {
                waits.increment();
                counted = true;
            }
            // The whole wait in one pause, not a loop of short ones: a thread spinning here re-reads nothing the
            // other threads write, so it neither slows their compare-and-set nor allocates per spin.
            waitedNanos += sleeper.pause(Math.max(1, needNanos));
        }
    }

    /**
     * Makes every later stamp's tick at least {@code tick}, as {@link Builder#notBeforeTick} does for the first: for a
     * generator that moved to a worker id whose earlier holder's reservation ends later than this clock's last stamp.
     * A stamp handed out meanwhile on another thread may still be earlier; the caller tells those apart.
     *
     * @param tick the first tick that may be handed out from now on
     */
    public void raiseTo(long tick) {
        if (tick <= 0) {
            return;
        }
        long floor = (Math.min(tick, maxTick) << slotBits) - 1;
        long previous = last.get();
        while (previous < floor) {
            long witness = last.compareAndExchange(previous, floor);
            if (witness == previous) {
                return;
            }
            previous = witness;
        }
    }

    /**
     * Makes what the calling thread wrote before this call visible to every {@link #next()} that comes after it, on any
     * thread, and to what that thread does after its {@code next()}. For a generator that changes a plain field which
     * each id reads after its stamp (a salt drawn anew after a restore of the JVM): the field then costs no volatile
     * read per id. How: this writes the last stamp back unchanged, as a volatile write; every {@code next()} loads the
     * last stamp (a volatile read) before it returns, and a volatile write happens-before every later read of the same
     * variable (JLS 17.4.4), so a {@code next()} whose load comes after this call sees the change, and so does its
     * thread's code after it. A {@code next()} that loaded the stamp before this call may still see the old value.
     */
    public void publish() {
        last.republish();
    }

    private long read(WallClock source) {
        return millisecondTicks ? source.currentTimeMillis() * 1000 : source.currentTimeMicros();
    }

    /**
     * @param stamp a stamp from {@link #next()}
     * @return its tick
     */
    public long tickOf(long stamp) {
        return stamp >>> slotBits;
    }

    /**
     * @param stamp a stamp from {@link #next()}
     * @return its slot within the tick
     */
    public long slotOf(long stamp) {
        return stamp & slotMask;
    }

    /** @return the tick of the last stamp handed out, or -1 before the first */
    public long lastTick() {
        long previous = last.get();
        return previous == NONE ? NONE : previous >>> slotBits;
    }

    /** @return the wall clock's current tick (a read of the wall clock; changes nothing) */
    public long wallTick() {
        return Math.floorDiv(read(wall) - epochMicros, tickMicros);
    }

    /** @return the policy bounding lead and waits */
    public ClockPolicy policy() {
        return policy;
    }

    /** @return the wall clock this clock follows */
    public WallClock wallClock() {
        return wall;
    }

    /**
     * How many times the wall clock was seen to step back: a read of one counter, for callers that need it per id
     * (a UUID v1 or v6 changes its clock sequence on each step). {@link #statistics()} has it too.
     *
     * @return the steps back seen so far
     */
    public long backwardSteps() {
        return backwardSteps.get();
    }

    /** @return a snapshot of the counters */
    public ClockStatistics statistics() {
        return new ClockStatistics(issued.sum(), borrowed.sum(), waits.sum(), backwardSteps.get(),
                ticks(largestBackwardTicks.get()), ticks(largestLeadTicks.get()));
    }

    private long successor(long previous) {
        long next = previous + 1;
        if ((next & slotMask) >= slotLimit) {
            next = ((previous >>> slotBits) + 1) << slotBits;
        }
        return next;
    }

    private long firstSlot(long tick) {
        return spreadBits == 0 ? 0 : (tick * GOLDEN_GAMMA) >>> (64 - spreadBits);
    }

    /**
     * Keeps the mark at the highest tick read and counts steps back. The mark was loaded before this reading began, so
     * it came from a reading that had finished by then: a smaller reading now is a real step back, never two threads
     * racing. Lowering the mark to the new reading makes one step count once, not once per reading until the wall
     * clock is back where it was; and the compare-and-set lets only one of the threads that saw the step count it.
     * A failed raise only leaves the mark a little lower, which another reading will raise.
     */
    private void noteWallTick(long seen, long now) {
        if (now > seen) {
            wallMark.compareAndSet(seen, now);
        } else if (wallMark.compareAndSet(seen, now)) {
            backwardSteps.incrementAndGet();
            raise(largestBackwardTicks, seen - now);
        }
    }

    private void noteLead(boolean borrowedTick, long lead) {
        if (borrowedTick) {
            borrowed.increment();
        }
        raise(largestLeadTicks, lead);
    }

    private static void raise(AtomicLong maximum, long value) {
        long current = maximum.get();
        while (value > current && !maximum.compareAndSet(current, value)) {
            current = maximum.get();
        }
    }

    private Duration ticks(long count) {
        return duration(saturatedMultiply(count, tickMicros));
    }

    private static Duration duration(long micros) {
        return Duration.of(micros, java.time.temporal.ChronoUnit.MICROS);
    }

    /** A duration in microseconds, saturating at Long.MAX_VALUE: "forever" is a fine bound. */
    private static long micros(Duration duration) {
        return duration.compareTo(Duration.of(Long.MAX_VALUE, java.time.temporal.ChronoUnit.MICROS)) >= 0
                ? Long.MAX_VALUE : duration.getSeconds() * 1_000_000L + duration.getNano() / 1000;
    }

    private static long saturatedMultiply(long a, long b) {
        long high = Math.multiplyHigh(a, b);
        long low = a * b;
        if ((high == 0 && low >= 0) || (high == -1 && low < 0)) {
            return low;
        }
        return (a ^ b) < 0 ? Long.MIN_VALUE : Long.MAX_VALUE;
    }

    private Instant endOfLife() {
        long micros = epochMicros + (maxTick + 1) * tickMicros;
        return Instant.ofEpochSecond(Math.floorDiv(micros, 1_000_000L), Math.floorMod(micros, 1_000_000L) * 1000);
    }

    @Override
    public String toString() {
        return "LogicalClock[tick " + tickMicros + " µs, " + slotLimit + " slots, " + policy + ", wall " + wall + "]";
    }

    /** Builds a {@link LogicalClock}. */
    public static final class Builder {

        private WallClock wall = WallClock.system();
        private Sleeper sleeper = Sleeper.system();
        private ClockPolicy policy = ClockPolicy.DEFAULT;
        private long epochMicros;
        private long tickMicros = 1000;
        private int slotBits;
        private long slotLimit = 1;
        private int spreadBits;
        private long maxTick = -1;
        private long firstTick;

        private Builder() {
        }

        /**
         * @param wall the wall clock to follow
         * @return this builder
         */
        public Builder wallClock(WallClock wall) {
            this.wall = require("wall clock", wall);
            return this;
        }

        /**
         * @param sleeper how to wait for the wall clock
         * @return this builder
         */
        public Builder sleeper(Sleeper sleeper) {
            this.sleeper = require("sleeper", sleeper);
            return this;
        }

        /**
         * @param policy the lead and wait bounds
         * @return this builder
         */
        public Builder policy(ClockPolicy policy) {
            this.policy = require("clock policy", policy);
            return this;
        }

        /**
         * Takes a generator's clock settings.
         *
         * @param settings the policy and sleeper
         * @param wall the wall clock, as the generator resolved it: {@code settings.wallClockOr(its default)}
         * @return this builder
         */
        public Builder settings(ClockSettings settings, WallClock wall) {
            require("clock settings", settings);
            return wallClock(wall).sleeper(settings.sleeper()).policy(settings.policy());
        }

        /**
         * @param epochMicros tick 0, in microseconds since 1970
         * @param tickMicros the length of a tick in microseconds, at least 1
         * @param maxTick the last tick that may be handed out (by default as many as fit 63 bits)
         * @return this builder
         */
        public Builder ticks(long epochMicros, long tickMicros, long maxTick) {
            if (tickMicros < 1) {
                throw new InvalidConfigurationException("tick", tickMicros + " µs", "at least 1 µs");
            }
            if (maxTick < 0) {
                throw new InvalidConfigurationException("max tick", maxTick, "0 or more");
            }
            this.epochMicros = epochMicros;
            this.tickMicros = tickMicros;
            this.maxTick = maxTick;
            return this;
        }

        /**
         * @param bits bits that hold the slot, 0 to 31
         * @param limit slots per tick, 1 to {@code 2^bits} (a UUID v1 has 10 slots of 100 ns per microsecond)
         * @return this builder
         */
        public Builder slots(int bits, long limit) {
            if (bits < 0 || bits > 31) {
                throw new InvalidConfigurationException("slot bits", bits, "0..31");
            }
            if (limit < 1 || limit > (1L << bits)) {
                throw new InvalidConfigurationException("slots per tick", limit, "1.." + (1L << bits));
            }
            this.slotBits = bits;
            this.slotLimit = limit;
            return this;
        }

        /**
         * Spreads the first slot of each fresh tick over {@code 0 .. 2^bits - 1}, so ids made one per tick do
         * not all end in slot 0. Costs on average half of {@code 2^bits} slots per fresh tick.
         *
         * @param bits 0 (off) up to the slot bits, leaving at least half the slots
         * @return this builder
         */
        public Builder spreadBits(int bits) {
            this.spreadBits = bits;
            return this;
        }

        /**
         * Makes the first stamp's tick at least {@code tick}: to start after a reservation left by an earlier
         * holder of the same worker id.
         *
         * @param tick the first tick that may be handed out
         * @return this builder
         */
        public Builder notBeforeTick(long tick) {
            if (tick < 0) {
                throw new InvalidConfigurationException("not-before tick", tick, "0 or more");
            }
            this.firstTick = tick;
            return this;
        }

        /**
         * @return the clock
         * @throws InvalidConfigurationException if the spread leaves fewer than half the slots, or the first tick
         *     is past the last
         */
        public LogicalClock build() {
            if (spreadBits < 0 || (spreadBits > 0 && (1L << (spreadBits + 1)) > slotLimit)) {
                throw new InvalidConfigurationException("spread bits", spreadBits,
                        "0 up to log2(slots per tick) - 1 (slots per tick: " + slotLimit + ")");
            }
            long largestTick = Long.MAX_VALUE >>> slotBits;
            if (maxTick < 0) {
                maxTick = largestTick;
            }
            if (maxTick > largestTick) {
                throw new InvalidConfigurationException("max tick", maxTick,
                        "0.." + largestTick + " so that a stamp fits 63 bits with " + slotBits + " slot bits");
            }
            if (firstTick > maxTick) {
                throw new InvalidConfigurationException("not-before tick", firstTick, "0.." + maxTick);
            }
            return new LogicalClock(this);
        }

        private static <T> T require(String name, T value) {
            if (value == null) {
                throw new InvalidConfigurationException(name, null, "not null");
            }
            return value;
        }
    }
}
