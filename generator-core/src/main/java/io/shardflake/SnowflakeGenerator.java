package io.shardflake;

import io.shardflake.clock.ClockLeadExceededException;
import io.shardflake.clock.ClockPolicy;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ClockStatistics;
import io.shardflake.clock.LogicalClock;
import io.shardflake.clock.Micros;
import io.shardflake.clock.WallClock;
import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.error.InvalidIdException;
import io.shardflake.error.LayoutExhaustedException;
import io.shardflake.worker.WorkerClaim;
import io.shardflake.worker.WorkerFence;
import io.shardflake.worker.WorkerIdSource;
import io.shardflake.worker.WorkerLeaseLostException;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.locks.ReentrantLock;
import org.jspecify.annotations.Nullable;

/**
 * Makes 64-bit ids: a layout, a worker id and a logical clock.
 *
 * <p>Ids from one generator for one shard strictly increase, across all threads, and never repeat; ids from
 * generators with different worker ids (or shards) never collide. When time is the layout's leading field, ids sort by the tick
 * they were made in: ids of different ticks by time, ids of one tick from different generators by the fields below
 * the time (worker, sequence). Ids of one generator increase whatever shard each is made for only when the shard is
 * below the sequence, as in the {@code shardflake} preset; with the shard above it, ids made in one tick for a
 * smaller shard after a larger one are smaller. The generator is thread-safe without locks and allocates nothing per
 * id.
 *
 * <pre>{@code
 * SnowflakeGenerator generator = SnowflakeGenerator.builder(LayoutPreset.TWITTER.layout())
 *         .workerId(7)
 *         .build();
 * long id = generator.nextId();
 * }</pre>
 *
 * <p>How it behaves when the sequence of a tick is used up, or the wall clock steps back, is the
 * {@link ClockPolicy}: by default it borrows up to 100 ms ahead, then waits up to 1 s, then throws
 * {@link ClockLeadExceededException}. {@link ClockPolicy#classic()}, given through
 * {@link Builder#clock(ClockSettings)}, waits for the next tick instead of borrowing, as Twitter's Snowflake does.
 *
 * <p>When the sequence is the lowest field, the first sequence of each fresh tick is spread over its low bits
 * (see {@link Builder#evenSpread(boolean)}): otherwise, at one id per tick, every id would end in sequence 0 and
 * {@code id % n} would send every row to the same few shards.
 */
public final class SnowflakeGenerator {

    private static final System.Logger LOG = System.getLogger(SnowflakeGenerator.class.getName());
    private static final int MAX_SPREAD_BITS = 4;
    // A fence refusal or a clock behind is retried this often with a new claim before the refusal is thrown.
    private static final int MAX_REASSIGNMENTS = 3;

    private final IdLayout layout;
    private final WorkerIdSource source;
    private final ClockRecipe clocks;
    private final int maxWorker;
    private final int defaultShard;
    private final int sequenceBits;
    private final long sequenceMask;
    private final int timeShift;
    private final int sequenceShift;
    private final int shardShift;
    private final int workerShift;
    private final long maxShard;
    private final long epochMicros;
    private final long tickMicros;
    private final long defaultShardBits;
    // The worker id in use, with the clock its ids take their time from: replaced, never changed, when the worker
    // id's source hands out another claim (a lease that healed, or a switch away from a clock that fell behind).
    private volatile Assignment assignment;
    // Guarded by lock: the counters of clocks replaced so far.
    private ClockStatistics retiredStatistics;
    // Taken to move to another claim, which may ask a database. A lock, not a monitor: on Java 21 a virtual thread
    // waiting on JDBC inside synchronized pins its carrier, and every request thread queued here would pin another
    // (decision 0076).
    private final ReentrantLock lock = new ReentrantLock();

    private SnowflakeGenerator(Builder builder, ClockRecipe clocks, LogicalClock clock, WorkerClaim claim) {
        this.layout = builder.layout;
        this.source = builder.workerSource;
        this.clocks = clocks;
        this.maxWorker = (int) layout.maxValue(IdField.WORKER);
        this.defaultShard = builder.defaultShard;
        this.sequenceBits = layout.width(IdField.SEQUENCE);
        this.sequenceMask = layout.maxValue(IdField.SEQUENCE);
        this.timeShift = layout.shift(IdField.TIME);
        this.sequenceShift = layout.shift(IdField.SEQUENCE);
        this.shardShift = layout.shift(IdField.SHARD);
        this.workerShift = layout.shift(IdField.WORKER);
        this.maxShard = layout.maxValue(IdField.SHARD);
        this.epochMicros = layout.epochMicros();
        this.tickMicros = layout.tickMicros();
        this.defaultShardBits = (long) defaultShard << shardShift;
        this.assignment = new Assignment(clock, claim, workerShift);
        this.retiredStatistics = new ClockStatistics(0, 0, 0, 0, Duration.ZERO, Duration.ZERO);
    }

    /**
     * Starts a generator for a layout.
     *
     * @param layout the layout of the ids
     * @return a builder with worker id 0, shard 0 and {@link ClockSettings#DEFAULT}
     */
    public static Builder builder(IdLayout layout) {
        return new Builder(layout);
    }

    /**
     * Makes the next id, in the default shard when the layout has a shard field.
     *
     * @return a new id, larger than every id this generator made before (unless it switched worker ids because its
     *     wall clock fell behind, see {@link io.shardflake.worker.lease.JdbcWorkerLease.Builder#switchWorkerWhenClockBehind})
     * @throws ClockLeadExceededException if the wall clock is too far behind the logical clock
     * @throws LayoutExhaustedException if the layout's time has run out
     * @throws WorkerLeaseLostException if the generator has a fence and does not hold its worker id now
     */
    public long nextId() {
        return next(defaultShardBits);
    }

    /**
     * Makes the next id in a given shard.
     *
     * @param shard the shard, 0 to the shard field's maximum
     * @return a new id carrying the shard, larger than every id this generator made before (with the same exception
     *     as {@link #nextId()})
     * @throws FieldRangeException if the shard does not fit the shard field (or the layout has none)
     * @throws ClockLeadExceededException if the wall clock is too far behind the logical clock
     * @throws LayoutExhaustedException if the layout's time has run out
     * @throws WorkerLeaseLostException if the generator has a fence and does not hold its worker id now
     */
    public long nextId(int shard) {
        if (shard < 0 || shard > maxShard) {
            throw new FieldRangeException(IdField.SHARD, shard, maxShard);
        }
        return next((long) shard << shardShift);
    }

    private long next(long shardBits) {
        Assignment current = assignment;
        if (current.liveFence == null) {
            return compose(current.clock.next()) | current.workerBits | shardBits;
        }
        return fenced(current, shardBits);
    }

    /**
     * A worker id with a fence: the fence decides, and when it refuses (or the clock fell behind) the source may have
     * another claim, which this generator then moves to. The assignment is read before the stamp is taken from its
     * clock, and its fence checks that stamp: a stamp never goes out under another assignment's worker id.
     */
    private long fenced(Assignment first, long shardBits) {
        Assignment current = first;
        for (int attempt = 0; ; attempt++) {
            long stamp;
            try {
                stamp = current.clock.next();
            } catch (ClockLeadExceededException behind) {
                current = afterClockBehind(current, behind, attempt);
                continue;
            }
            try {
                current.liveFence.check(epochMicros + (stamp >>> sequenceBits) * tickMicros);
            } catch (WorkerLeaseLostException refused) {
                current = reassigned(current, refused, attempt);
                continue;
            }
            return compose(stamp) | current.workerBits | shardBits;
        }
    }

    private long compose(long stamp) {
        return ((stamp >>> sequenceBits) << timeShift) | ((stamp & sequenceMask) << sequenceShift);
    }

    /**
     * The clock is further behind than the generator may wait. A closed fence is the real reason when there is one (a
     * quarantine holds the first id ahead of the clock); otherwise the source may hand out a worker id whose earlier
     * ids all lie behind the clock, with a new clock.
     */
    private Assignment afterClockBehind(Assignment current, ClockLeadExceededException behind, int attempt) {
        if (!current.liveFence.isValid()) {
            try {
                current.liveFence.check(Long.MIN_VALUE);
            } catch (WorkerLeaseLostException refused) {
                return reassigned(current, refused, attempt);
            }
        }
        if (attempt >= MAX_REASSIGNMENTS) {
            throw behind;
        }
        lock.lock();
        try {
            if (assignment != current) {
                return assignment;
            }
            WorkerClaim claim = source.claimInstead(current.claim, maxWorker).orElseThrow(() -> behind);
            Assignment next = new Assignment(clocks.build(claim.notBefore()), claim, workerShift);
            LOG.log(System.Logger.Level.WARNING, "the wall clock fell {0} behind the ids of worker id {1}: moved to worker"
                    + " id {2}, whose ids start at the clock's time", behind.lead(), current.claim.workerId(),
                    claim.workerId());
            retiredStatistics = retiredStatistics.plus(current.clock.statistics());
            assignment = next;
            return next;
        } finally {
            lock.unlock();
        }
    }

    /** The fence refused: move to the source's current claim if it is a new one, else throw the refusal. */
    private Assignment reassigned(Assignment current, WorkerLeaseLostException refused, int attempt) {
        if (attempt >= MAX_REASSIGNMENTS) {
            throw refused;
        }
        lock.lock();
        try {
            if (assignment != current) {
                return assignment;
            }
            WorkerClaim claim = source.claim(maxWorker);
            if (claim.fence() == current.claim.fence()) {
                throw refused;
            }
            // The same clock goes on (its stamps never repeat, and the worker id is another), raised to where the new
            // holding may start; a stamp taken before the raise belongs to the old assignment, whose fence is shut.
            current.clock.raiseTo(clocks.firstTick(claim.notBefore()));
            Assignment next = new Assignment(current.clock, claim, workerShift);
            LOG.log(System.Logger.Level.INFO, "worker id {0} was lost ({1}); making ids with worker id {2} from {3}",
                    current.claim.workerId(), refused.getMessage(), claim.workerId(), claim.source());
            assignment = next;
            return next;
        } finally {
            lock.unlock();
        }
    }

    /**
     * Reads an id back into its fields (the layout does the work).
     *
     * @param id an id of this generator's layout
     * @return its fields
     * @throws InvalidIdException if the id is negative or beyond the layout's life
     */
    public DecodedId decode(long id) {
        return layout.decode(id);
    }

    /** @return the layout of the ids */
    public IdLayout layout() {
        return layout;
    }

    /** @return the worker id in the ids made now (a lease that healed may have moved it) */
    public int workerId() {
        return assignment.claim.workerId();
    }

    /** @return where the worker id came from, e.g. {@code fixed(7)} */
    public String workerSource() {
        return assignment.claim.source();
    }

    /** @return the shard of {@link #nextId()} */
    public int defaultShard() {
        return defaultShard;
    }

    /** @return the lead and wait bounds */
    public ClockPolicy clockPolicy() {
        return assignment.clock.policy();
    }

    /** @return counters: ids made, borrowed ticks, waits, backwards steps and the largest */
    public ClockStatistics statistics() {
        Assignment current = assignment;
        lock.lock();
        try {
            return retiredStatistics.plus(current.clock.statistics());
        } finally {
            lock.unlock();
        }
    }

    /** @return how long until the layout runs out, by the generator's wall clock (negative once past) */
    public Duration remainingLife() {
        return Duration.ofMillis(layout.endOfLife().toEpochMilli() - wallClock().currentTimeMillis());
    }

    /**
     * @return the fence checked before every id, from the worker id's claim; {@link WorkerFence#none()} when
     *     nothing can revoke the worker id (see {@link WorkerFence#isLive()})
     */
    public WorkerFence fence() {
        return assignment.claim.fence();
    }

    /** @return the wall clock this generator reads */
    public WallClock wallClock() {
        return assignment.clock.wallClock();
    }

    /**
     * One line for a startup log: which worker id this generator makes ids with and where it came from, its layout,
     * and until when the layout lasts. Without it, "which instance had worker id 7?" is answered only by decoding
     * ids after the fact.
     *
     * @return e.g. {@code worker id 7 (source fixed(7)), layout shardflake (time 41 | worker 8 | sequence 10 |
     *     shard 4, tick PT0.001S, epoch 2026-01-01T00:00:00Z), end of life 2095-09-07T15:47:35.552Z}
     */
    public String summary() {
        return "worker id " + workerId() + " (source " + workerSource() + "), layout " + layout.name() + " ("
                + layout.describeFields() + ", tick " + layout.tick() + ", epoch " + layout.epoch() + "), end of life "
                + layout.endOfLife();
    }

    @Override
    public String toString() {
        return "SnowflakeGenerator[" + layout.name() + ", worker " + workerId() + " from " + workerSource() + ", "
                + clockPolicy() + "]";
    }

    /**
     * The worker id a generator uses now, with the clock its ids take their time from and, when something can take
     * the worker id away, the fence checked before each id.
     */
    private static final class Assignment {

        final LogicalClock clock;
        final WorkerClaim claim;
        final @Nullable WorkerFence liveFence;
        final long workerBits;

        Assignment(LogicalClock clock, WorkerClaim claim, int workerShift) {
            this.clock = clock;
            this.claim = claim;
            // Null when nothing can revoke the worker id: the hot path then skips the check entirely.
            this.liveFence = claim.fence().isLive() ? claim.fence() : null;
            this.workerBits = (long) claim.workerId() << workerShift;
        }
    }

    /** How to build this generator's logical clock: once at build time, and again for a switch of worker id. */
    private record ClockRecipe(IdLayout layout, ClockSettings settings, WallClock wallClock, int spreadBits) {

        /** @return the first tick at or after {@code notBefore} (rounded up: it must not share a tick with ids before) */
        long firstTick(Instant notBefore) {
            if (!notBefore.isAfter(layout.epoch())) {
                return 0;
            }
            long tick = layout.tickOf(notBefore);
            return layout.instantOfTick(tick).isBefore(notBefore) ? tick + 1 : tick;
        }

        LogicalClock build(Instant notBefore) {
            int sequenceBits = layout.width(IdField.SEQUENCE);
            return LogicalClock.builder()
                    .settings(settings, wallClock)
                    .ticks(layout.epochMicros(), layout.tickMicros(), layout.maxTick())
                    .slots(sequenceBits, 1L << sequenceBits)
                    .spreadBits(spreadBits)
                    .notBeforeTick(firstTick(notBefore))
                    .build();
        }
    }

    /** Builds a {@link SnowflakeGenerator}. */
    public static final class Builder {

        private final IdLayout layout;
        private WorkerIdSource workerSource = WorkerIdSource.fixed(0);
        private int defaultShard;
        private ClockSettings clockSettings = ClockSettings.DEFAULT;
        private Boolean evenSpread;
        private Duration endOfLifeWarning = Duration.ofDays(365);

        private Builder(IdLayout layout) {
            if (layout == null) {
                throw new InvalidConfigurationException("layout", null, "a layout");
            }
            this.layout = layout;
        }

        /**
         * @param workerId the worker id, 0 to the worker field's maximum (0 when the layout has no worker field)
         * @return this builder
         */
        public Builder workerId(int workerId) {
            return workerIdSource(WorkerIdSource.fixed(workerId));
        }

        /**
         * @param source where to get the worker id from; asked once, in {@link #build()}, for a {@link WorkerClaim}:
         *     the worker id with its fence (checked before every id) and the earliest time the ids may carry. A
         *     {@link io.shardflake.worker.lease.WorkerLease} given here brings its fence and its previous holder's
         *     reservation with it.
         * @return this builder
         */
        public Builder workerIdSource(WorkerIdSource source) {
            if (source == null) {
                throw new InvalidConfigurationException("worker id source", null, "a source");
            }
            this.workerSource = source;
            return this;
        }

        /**
         * @param shard the shard of ids made by {@link SnowflakeGenerator#nextId()}
         * @return this builder
         */
        public Builder defaultShard(int shard) {
            this.defaultShard = shard;
            return this;
        }

        /**
         * @param settings the clock policy, wall clock and sleeper; by default {@link ClockSettings#DEFAULT}, whose
         *     wall clock here is {@link WallClock#ticking()} for layouts whose tick and epoch are whole milliseconds,
         *     else {@link WallClock#system()}
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
         * Spreads the first sequence of each fresh tick over 0..15 (fewer for short sequences), so ids made at
         * low traffic spread evenly under {@code id % n}. On by default when the sequence is the lowest field;
         * costs under 0.4% of a 12-bit sequence's capacity.
         *
         * @param evenSpread whether to spread
         * @return this builder
         */
        public Builder evenSpread(boolean evenSpread) {
            this.evenSpread = evenSpread;
            return this;
        }

        /**
         * @param warning log a warning at build time when the layout ends sooner than this (default 365 days)
         * @return this builder
         */
        public Builder endOfLifeWarning(Duration warning) {
            this.endOfLifeWarning = warning;
            return this;
        }

        /**
         * Resolves the worker id and builds the generator.
         *
         * @return the generator
         * @throws InvalidConfigurationException if the worker id or default shard is out of range, the wall clock
         *     reads before the layout's epoch or the layout's life is over
         * @throws WorkerLeaseLostException if the worker id source is a lease that is already closed or lost
         */
        public SnowflakeGenerator build() {
            int maxWorker = (int) layout.maxValue(IdField.WORKER);
            WorkerClaim claim = resolveClaim(maxWorker);
            int workerId = claim.workerId();
            if (workerId > maxWorker) {
                throw new InvalidConfigurationException("worker id", workerId, range(IdField.WORKER)
                        + " (from " + claim.source() + ")");
            }
            if (defaultShard < 0 || defaultShard > layout.maxValue(IdField.SHARD)) {
                throw new InvalidConfigurationException("default shard", defaultShard, range(IdField.SHARD));
            }
            boolean wholeMilliseconds = layout.tickMicros() % 1000 == 0 && layout.epochMicros() % 1000 == 0;
            WallClock wallClock = clockSettings.wallClockOr(
                    wholeMilliseconds ? WallClock::ticking : WallClock::system);
            long nowMicros = wallClock.precise().currentTimeMicros();
            Instant now = Micros.toInstant(nowMicros);
            if (nowMicros < layout.epochMicros()) {
                throw new InvalidConfigurationException("epoch", layout.epoch(),
                        "an instant not after the clock's time, " + now);
            }
            if (!now.isBefore(layout.endOfLife())) {
                throw new InvalidConfigurationException("layout", layout, "a layout whose life has not ended; "
                        + "this one ended at " + layout.endOfLife());
            }
            if (Duration.between(now, layout.endOfLife()).compareTo(endOfLifeWarning) < 0) {
                LOG.log(System.Logger.Level.WARNING, "layout {0} runs out at {1}: ids cannot be made after that",
                        layout.name(), layout.endOfLife());
            }
            int sequenceBits = layout.width(IdField.SEQUENCE);
            boolean spread = evenSpread != null ? evenSpread : layout.shift(IdField.SEQUENCE) == 0;
            ClockRecipe clocks = new ClockRecipe(layout, clockSettings, wallClock,
                    spread ? Math.max(0, Math.min(MAX_SPREAD_BITS, sequenceBits - 4)) : 0);
            Instant notBefore = claim.notBefore();
            if (notBefore.isAfter(layout.epoch()) && !notBefore.isBefore(layout.endOfLife())) {
                throw new InvalidConfigurationException("not before", notBefore,
                        "an instant before the layout's end of life, " + layout.endOfLife());
            }
            return new SnowflakeGenerator(this, clocks, clocks.build(notBefore), claim);
        }

        private WorkerClaim resolveClaim(int maxWorker) {
            try {
                return workerSource.claim(maxWorker);
            } catch (InvalidConfigurationException e) {
                if (maxWorker > 0) {
                    throw e;
                }
                // "0..0 (0 bits)" from the source would hide the real cause: the layout has no worker field.
                InvalidConfigurationException clearer =
                        new InvalidConfigurationException("worker id", e.value(), range(IdField.WORKER));
                clearer.initCause(e);
                throw clearer;
            }
        }

        private String range(IdField field) {
            long max = layout.maxValue(field);
            return max == 0 ? "0 (layout " + layout.name() + " has no " + field.label() + " field)"
                    : "0.." + max + " (" + layout.width(field) + " bits)";
        }
    }
}
