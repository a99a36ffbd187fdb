package io.shardflake.benchmarks;

import cn.hutool.core.lang.Snowflake;
import com.fasterxml.uuid.NoArgGenerator;
import com.github.f4b6a3.tsid.Tsid;
import com.github.f4b6a3.tsid.TsidFactory;
import com.github.yitter.contract.IIdGenerator;
import com.github.yitter.contract.IdGeneratorOptions;
import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.benchmarks.results.DriftFile;
import io.shardflake.benchmarks.results.DriftResult;
import io.shardflake.benchmarks.results.ResultFiles;
import io.shardflake.clock.ClockStatistics;
import io.shardflake.locality.LocalityUuid;
import io.shardflake.locality.LocalityUuidGenerator;
import io.shardflake.uniqid.UniqidGenerator;
import io.shardflake.uuid.UuidGenerator;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.locks.LockSupport;
import java.util.function.LongSupplier;
import java.util.function.LongUnaryOperator;
import java.util.function.Supplier;
import me.ahoo.cosid.snowflake.MillisecondSnowflakeId;
import org.hibernate.id.uuid.UuidValueGenerator;

/**
 * Drives each generator flat out on 1 and 2 threads for a few seconds and checks two things JMH does not:
 * <ul>
 *   <li><b>Drift.</b> How far the time written into the ids runs ahead of the wall clock. A sampler thread reads
 *       the id each worker made last (published with a release store, about every 0.5 ms), decodes its time and
 *       subtracts the wall clock ({@link Instant#now()}, to the microsecond) read just after: a sampled lead is
 *       never more than the lead the id had when it was made. Reported: the largest lead seen, and
 *       the final lead (the last id's time minus the wall clock right after it was made). A lead is the risk of
 *       a restart (the next process may repeat ids made ahead of time) and the error of the id's time. The
 *       sampler also counts the ids made, so the rate of the run's second half is reported apart: a generator
 *       with a bounded lead spends it at the start and then runs at the rate it can sustain.
 *   <li><b>Order.</b> Each thread counts any id smaller than its own previous one ("backward") and any equal to it
 *       ("repeat"). Order is the generator's: signed for 64-bit ids; unsigned 128-bit for v6 and v7 UUIDs (string
 *       order); the 60-bit timestamp for v1 (whose text does not sort by time); the counter for sequential
 *       Locality ids (string order; a wrap from ffffffff to 00000000 is counted apart, as the format allows it);
 *       the microseconds for uniqid (the shard digit and prefix come first and are not ordered). Variable-mode
 *       Locality ids are unique, not ordered, by design: their order is not counted.
 * </ul>
 *
 * <p>Each (generator, thread count) runs in its own JVM, so no static state (Yitter's worker, JUG's shared
 * {@code UUIDTimer}, uuid-creator's factories) and no JIT profile carries over from one to the next. The rates
 * here come from a loop that also checks order and publishes every id: read throughput from JMH, and these as
 * sustained rates over the whole run (which includes the waits).
 *
 * <p>{@code UUID.randomUUID()} has neither a time nor an order, so it is not checked.
 *
 * <pre>
 * java -cp benchmarks.jar io.shardflake.benchmarks.DriftAndOrderCheck [--seconds 3] [--threads 1,2]
 *     [--json drift.json] [--only name,name] [--in-process] [--list]
 * </pre>
 */
public final class DriftAndOrderCheck {

    private static final long EMPTY = Long.MIN_VALUE;
    /** Longs between two workers' slots: 128 bytes, so no two share a cache line. */
    private static final int STRIDE = 16;
    private static final long SAMPLE_NANOS = 500_000;
    private static final long WINDOW_NANOS = 100_000_000;
    /** 100-ns intervals from 1582-10-15 to 1970-01-01. */
    private static final long GREGORIAN_OFFSET = 0x01B21DD213814000L;

    private DriftAndOrderCheck() {
    }

    /** What a thread compares between its consecutive ids. */
    enum Order {
        SIGNED_64("signed 64-bit"),
        UNSIGNED_128("unsigned 128-bit"),
        V1_TIMESTAMP("v1 timestamp"),
        LOCALITY_COUNTER("counter (string order)"),
        UNIQID_TIME("microseconds"),
        NONE("not ordered by design");

        final String label;

        Order(String label) {
            this.label = label;
        }
    }

    /**
     * One generator kind.
     *
     * @param id a stable name for {@code --only} and the JSON
     * @param label the name in tables
     * @param group {@code 64-bit}, {@code uuid} or {@code format}
     * @param order what is compared
     * @param leadBound how far ahead the generator may run by design, as text (null: none or not known)
     * @param leadBoundMs the same in ms, or -1 when there is no bound to check
     * @param factory builds a fresh generator
     */
    record Subject(String id, String label, String group, Order order, String leadBound, double leadBoundMs,
            Supplier<Source> factory) {
    }

    /** A built generator: makes ids in a worker's loop, and reads the time back from what the loop publishes. */
    interface Source {

        /** Runs until {@code control.stop}, then calls {@code worker.finish}. */
        void loop(Control control, Worker worker);

        /** @return the time in the id a published key stands for, in ns since 1970 */
        long embeddedNanos(long key);

        /** @return Shardflake's own clock counters, or null for other libraries */
        default ClockStatistics statistics() {
            return null;
        }
    }

    /** The flags and slots the workers and the sampler share. */
    static final class Control {
        volatile boolean stop;
        final AtomicLongArray slots;

        Control(int threads) {
            slots = new AtomicLongArray(threads * STRIDE + STRIDE);
            for (int i = 0; i < threads; i++) {
                slots.set(slot(i), EMPTY);
                slots.set(slot(i) + 1, 0);
            }
        }

        static int slot(int worker) {
            return STRIDE + worker * STRIDE;
        }
    }

    /**
     * One thread's counts, which only its loop writes (the run reads them after joining it), and its two slots:
     * where the loop publishes its latest key and id count for the sampler.
     */
    static final class Worker {
        private final AtomicLongArray slots;
        private final int slot;
        long ids;
        long backward;
        long repeats;
        long wraps;
        long lastKey = EMPTY;
        long wallAtLast;

        Worker(Control control, int index) {
            this.slots = control.slots;
            this.slot = Control.slot(index);
        }

        /**
         * Counts one more id and shows the sampler its key and the count; lazySet, as the sampler only needs them
         * soon.
         */
        void made(long key) {
            ids++;
            slots.lazySet(slot, key);
            slots.lazySet(slot + 1, ids);
        }

        /** Counts an id out of order: equal to the one before it, or behind it. */
        void outOfOrder(boolean repeat) {
            if (repeat) {
                repeats++;
            } else {
                backward++;
            }
        }

        /** Counts a counter that wrapped around rather than went back. */
        void wrapped() {
            wraps++;
        }

        /** Ends the loop: its last key ({@code EMPTY} if none) and the wall clock at that moment. */
        void finish(long lastKey) {
            this.wallAtLast = wallNanos();
            this.lastKey = lastKey;
        }
    }

    /**
     * Ids whose order is that of a signed long key: 64-bit ids (the key is the id), UUID v1 (its 60-bit
     * timestamp) and uniqids (their microseconds).
     *
     * @param next the next id's key
     * @param nanosOf a key's time, in nanoseconds since the Unix epoch
     * @param clockStatistics the generator's own clock counters, or null for another library's
     */
    record LongSource(LongSupplier next, LongUnaryOperator nanosOf, Supplier<ClockStatistics> clockStatistics)
            implements Source {

        @Override
        public void loop(Control control, Worker worker) {
            LongSupplier next = this.next;
            long previous = Long.MIN_VALUE;
            while (!control.stop) {
                long id = next.getAsLong();
                if (id <= previous) {
                    worker.outOfOrder(id == previous);
                }
                previous = id;
                worker.made(id);
            }
            worker.finish(previous);
        }

        @Override
        public long embeddedNanos(long key) {
            return nanosOf.applyAsLong(key);
        }

        @Override
        public ClockStatistics statistics() {
            return clockStatistics == null ? null : clockStatistics.get();
        }
    }

    /**
     * UUIDs v6 and v7, ordered as unsigned 128-bit numbers; the key is the most significant half, which holds the
     * whole timestamp. (Version 1 puts its timestamp's parts out of order: see {@link #uuidSource}.)
     *
     * @param next the next UUID
     * @param version 6 or 7
     * @param clockStatistics the generator's own clock counters, or null for another library's
     */
    record UuidSource(Supplier<UUID> next, int version, Supplier<ClockStatistics> clockStatistics) implements Source {

        @Override
        public void loop(Control control, Worker worker) {
            Supplier<UUID> next = this.next;
            long previousHigh = 0;
            long previousLow = 0;
            while (!control.stop) {
                UUID uuid = next.get();
                long high = uuid.getMostSignificantBits();
                long low = uuid.getLeastSignificantBits();
                if (worker.ids > 0) {
                    int c = Long.compareUnsigned(high, previousHigh);
                    if (c == 0) {
                        c = Long.compareUnsigned(low, previousLow);
                    }
                    if (c <= 0) {
                        worker.outOfOrder(c == 0);
                    }
                }
                previousHigh = high;
                previousLow = low;
                worker.made(high);
            }
            worker.finish(worker.ids > 0 ? previousHigh : EMPTY);
        }

        @Override
        public long embeddedNanos(long high) {
            switch (version) {
                case 7:
                    return (high >>> 16) * 1_000_000L;
                case 6:
                    return ((((high >>> 16) << 12) | (high & 0xFFF)) - GREGORIAN_OFFSET) * 100;
                default:
                    throw new IllegalStateException("version " + version);
            }
        }

        @Override
        public ClockStatistics statistics() {
            return clockStatistics == null ? null : clockStatistics.get();
        }
    }

    /**
     * @return a source for UUIDs of the kind: v1 ordered by its timestamp (a signed long key), others as
     *     unsigned 128-bit numbers
     */
    static Source uuidSource(Supplier<UUID> next, String kind, Supplier<ClockStatistics> statistics) {
        if (version(kind) == 1) {
            return new LongSource(() -> v1Timestamp(next.get().getMostSignificantBits()),
                    timestamp -> (timestamp - GREGORIAN_OFFSET) * 100, statistics);
        }
        return new UuidSource(next, version(kind), statistics);
    }

    /**
     * Locality UUIDs vB; the key is the id's milliseconds; order by the counter when sequential.
     *
     * @param generator the generator
     * @param ordered whether the counter must rise (sequential mode)
     */
    record LocalitySource(LocalityUuidGenerator generator, boolean ordered) implements Source {

        @Override
        public void loop(Control control, Worker worker) {
            LocalityUuidGenerator generator = this.generator;
            boolean ordered = this.ordered;
            long previous = -1;
            long previousMillis = EMPTY;
            while (!control.stop) {
                LocalityUuid id = generator.next();
                if (ordered) {
                    long counter = id.firstGroup();
                    if (previous >= 0 && counter <= previous) {
                        if (counter != previous && previous - counter > 0x8000_0000L) {
                            worker.wrapped();
                        } else {
                            worker.outOfOrder(counter == previous);
                        }
                    }
                    previous = counter;
                }
                previousMillis = id.epochMillis();
                worker.made(previousMillis);
            }
            worker.finish(previousMillis);
        }

        @Override
        public long embeddedNanos(long millis) {
            return millis * 1_000_000L;
        }

        @Override
        public ClockStatistics statistics() {
            return generator.statistics();
        }
    }

    /** Every generator checked, built with the same settings as the JMH benchmarks' states. */
    static List<Subject> subjects() {
        List<Subject> list = new ArrayList<>();
        for (String mode : List.of("classic", "default", "borrowing")) {
            String bound = mode.equals("classic") ? "0 (waits)" : mode.equals("default") ? "100 ms (policy)"
                    : "1 h (policy)";
            double boundMs = mode.equals("classic") ? 0 : mode.equals("default") ? 100 : 3_600_000;
            list.add(new Subject("shardflake-" + mode, "Shardflake " + mode, "64-bit", Order.SIGNED_64, bound,
                    boundMs, () -> {
                        SnowflakeBenchmark.ShardflakeState state = new SnowflakeBenchmark.ShardflakeState();
                        state.mode = mode;
                        state.setUp();
                        SnowflakeGenerator generator = state.generator;
                        IdLayout layout = generator.layout();
                        int shift = layout.shift(IdField.TIME);
                        long epoch = layout.epochMicros();
                        long tick = layout.tickMicros();
                        return new LongSource(generator::nextId,
                                id -> (epoch + (id >>> shift) * tick) / 1000 * 1_000_000L, generator::statistics);
                    }));
        }
        list.add(new Subject("tsid-creator", "tsid-creator", "64-bit", Order.SIGNED_64, "none", -1, () -> {
            SnowflakeBenchmark.TsidState state = new SnowflakeBenchmark.TsidState();
            state.setUp();
            TsidFactory factory = state.factory;
            return new LongSource(() -> factory.create().toLong(),
                    id -> Tsid.from(id).getUnixMilliseconds() * 1_000_000L, null);
        }));
        list.add(new Subject("hutool", "Hutool", "64-bit", Order.SIGNED_64, "0 (waits)", -1, () -> {
            SnowflakeBenchmark.HutoolState state = new SnowflakeBenchmark.HutoolState();
            state.setUp();
            Snowflake snowflake = state.snowflake;
            return new LongSource(snowflake::nextId, id -> snowflake.getGenerateDateTime(id) * 1_000_000L, null);
        }));
        list.add(new Subject("cosid", "CosId", "64-bit", Order.SIGNED_64, "0 (waits)", -1, () -> {
            SnowflakeBenchmark.CosIdState state = new SnowflakeBenchmark.CosIdState();
            state.setUp();
            MillisecondSnowflakeId snowflake = state.snowflake;
            long epoch = snowflake.getEpoch();
            int shift = snowflake.getMachineBit() + snowflake.getSequenceBit();
            return new LongSource(snowflake::generate, id -> (epoch + (id >>> shift)) * 1_000_000L, null);
        }));
        list.add(new Subject("yitter", "Yitter", "64-bit", Order.SIGNED_64, "2,000 ms (TopOverCostCount)", -1,
                () -> {
                    SnowflakeBenchmark.YitterState state = new SnowflakeBenchmark.YitterState();
                    state.setUp();
                    IIdGenerator generator = state.generator;
                    long base = new IdGeneratorOptions().BaseTime;
                    return new LongSource(generator::newLong, id -> (base + (id >>> 22)) * 1_000_000L, null);
                }));
        for (String kind : List.of("v7", "v7fast", "v7perCall", "v6", "v1")) {
            String label = "Shardflake " + UuidBenchmark.ShardflakeState.label(kind);
            list.add(new Subject("shardflake-" + kind, label, "uuid", order(kind), "100 ms (policy)", 100, () -> {
                UuidGenerator generator = UuidBenchmark.ShardflakeState.create(kind);
                return uuidSource(generator::next, kind, generator::statistics);
            }));
        }
        for (String kind : List.of("v7", "v6", "v1")) {
            list.add(new Subject("jug-" + kind, "java-uuid-generator " + kind, "uuid", order(kind),
                    kind.equals("v7") ? null : "100 ms (UUIDTimer, then sleeps)", -1, () -> {
                        NoArgGenerator generator = UuidBenchmark.JugState.create(kind);
                        return uuidSource(generator::generate, kind, null);
                    }));
        }
        for (String kind : List.of("v7", "v6", "v1")) {
            list.add(new Subject("uuid-creator-" + kind, "uuid-creator " + kind, "uuid", order(kind),
                    kind.equals("v7") ? null : "1,000 ms (then back to the wall clock)", -1,
                    () -> uuidSource(UuidBenchmark.UuidCreatorState.create(kind), kind, null)));
        }
        for (String kind : List.of("v7", "v6")) {
            list.add(new Subject("hibernate-" + kind, "Hibernate " + kind, "uuid", order(kind), null, -1, () -> {
                UuidValueGenerator generator = UuidBenchmark.HibernateState.create(kind);
                return uuidSource(() -> generator.generateUuid(null), kind, null);
            }));
        }
        list.add(new Subject("locality-variable", "Locality vB variable", "format", Order.NONE, "100 ms (policy)",
                100, () -> new LocalitySource(FormatBenchmark.LocalityState.create("variable"), false)));
        list.add(new Subject("locality-sequential", "Locality vB sequential", "format", Order.LOCALITY_COUNTER,
                "100 ms (policy)", 100,
                () -> new LocalitySource(FormatBenchmark.LocalityState.create("sequential"), true)));
        list.add(new Subject("uniqid", "uniqid", "format", Order.UNIQID_TIME, "100 ms (policy)", 100,
                () -> {
                    UniqidGenerator generator = FormatBenchmark.UniqidState.create();
                    return new LongSource(() -> generator.next().epochMicros(), micros -> micros * 1000,
                            generator::statistics);
                }));
        return list;
    }

    private static Order order(String kind) {
        return kind.equals("v1") ? Order.V1_TIMESTAMP : Order.UNSIGNED_128;
    }

    private static int version(String kind) {
        return kind.startsWith("v7") ? 7 : kind.equals("v6") ? 6 : 1;
    }

    static long v1Timestamp(long high) {
        return (high & 0x0FFFL) << 48 | ((high >>> 16) & 0xFFFFL) << 32 | (high >>> 32);
    }

    static long wallNanos() {
        Instant now = Instant.now();
        return now.getEpochSecond() * 1_000_000_000L + now.getNano();
    }

    /**
     * Runs one generator on some threads for some time.
     *
     * @return what it measured
     */
    static DriftResult run(Subject subject, int threads, Duration duration) throws InterruptedException {
        Source source = subject.factory().get();
        Control control = new Control(threads);
        Worker[] workers = new Worker[threads];
        Thread[] running = new Thread[threads];
        CountDownLatch ready = new CountDownLatch(threads);
        CountDownLatch go = new CountDownLatch(1);
        Throwable[] failure = new Throwable[1];
        for (int i = 0; i < threads; i++) {
            Worker worker = new Worker(control, i);
            workers[i] = worker;
            running[i] = new Thread(() -> {
                ready.countDown();
                try {
                    go.await();
                    source.loop(control, worker);
                } catch (Throwable e) {
                    synchronized (failure) {
                        failure[0] = e;
                    }
                    control.stop = true;
                }
            }, "drift-" + subject.id() + "-" + i);
            running[i].start();
        }
        ready.await();

        List<Double> windows = new ArrayList<>();
        long maxLead = Long.MIN_VALUE;
        long windowMax = Long.MIN_VALUE;
        long samples = 0;
        long start = System.nanoTime();
        long deadline = start + duration.toNanos();
        long windowEnd = start + WINDOW_NANOS;
        long half = start + duration.toNanos() / 2;
        long idsAtHalf = -1;
        long timeAtHalf = 0;
        long idsAtEnd = 0;
        long timeAtEnd = 0;
        go.countDown();
        while (!control.stop) {
            LockSupport.parkNanos(SAMPLE_NANOS);
            long before = System.nanoTime();
            long count = 0;
            for (int i = 0; i < threads; i++) {
                count += control.slots.getOpaque(Control.slot(i) + 1);
            }
            long nowNanos = System.nanoTime();
            // A count is only as good as the time it goes with: skip one taken while this thread was descheduled.
            if (nowNanos - before < 20_000) {
                if (idsAtHalf < 0 && nowNanos >= half) {
                    idsAtHalf = count;
                    timeAtHalf = nowNanos;
                }
                idsAtEnd = count;
                timeAtEnd = nowNanos;
            }
            for (int i = 0; i < threads; i++) {
                long key = control.slots.getOpaque(Control.slot(i));
                // The wall clock after the id: read before, a sampler descheduled between the two reads (common
                // with both cores busy) would count the time it lost as lead. Read after, the lead can only be
                // understated, by the moment between making the id and sampling it.
                long wall = wallNanos();
                if (key != EMPTY) {
                    long lead = source.embeddedNanos(key) - wall;
                    maxLead = Math.max(maxLead, lead);
                    windowMax = Math.max(windowMax, lead);
                    samples++;
                }
            }
            if (nowNanos >= windowEnd) {
                windows.add(windowMax == Long.MIN_VALUE ? Double.NaN : windowMax / 1e6);
                windowMax = Long.MIN_VALUE;
                windowEnd += WINDOW_NANOS;
            }
            if (nowNanos >= deadline) {
                control.stop = true;
            }
        }
        for (Thread thread : running) {
            thread.join();
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        if (failure[0] != null) {
            throw new IllegalStateException(subject.id() + " on " + threads + " thread(s) failed", failure[0]);
        }

        long ids = 0;
        long backward = 0;
        long repeats = 0;
        long wraps = 0;
        long finalLead = Long.MIN_VALUE;
        for (Worker worker : workers) {
            ids += worker.ids;
            backward += worker.backward;
            repeats += worker.repeats;
            wraps += worker.wraps;
            if (worker.lastKey != EMPTY) {
                long lead = source.embeddedNanos(worker.lastKey) - worker.wallAtLast;
                finalLead = Math.max(finalLead, lead);
                maxLead = Math.max(maxLead, lead);
            }
        }
        boolean ordered = subject.order() != Order.NONE;
        // The second half alone: a generator that borrows a bounded lead spends it early, then runs at the rate
        // it can sustain.
        Long sustained = idsAtHalf < 0 || timeAtEnd <= timeAtHalf ? null
                : Math.round((idsAtEnd - idsAtHalf) / ((timeAtEnd - timeAtHalf) / 1e9));
        ClockStatistics statistics = source.statistics();
        List<Double> series = new ArrayList<>();
        windows.forEach(w -> series.add(round(w, 3)));
        return new DriftResult(subject.id(), subject.label(), subject.group(), threads, round(seconds, 3), ids,
                Math.round(ids / seconds), sustained, maxLead == Long.MIN_VALUE ? null : round(maxLead / 1e6, 3),
                finalLead == Long.MIN_VALUE ? null : round(finalLead / 1e6, 3), subject.leadBound(),
                subject.leadBoundMs() < 0 ? null : subject.leadBoundMs(), subject.order().label, ordered,
                ordered ? backward : null, ordered ? repeats : null, wraps, samples,
                statistics == null ? null : round(statistics.largestLead().toNanos() / 1e6, 3),
                statistics == null ? null : statistics.waits(),
                statistics == null ? null : statistics.borrowedTicks(), series);
    }

    private static double round(double value, int decimals) {
        double scale = Math.pow(10, decimals);
        return Double.isFinite(value) ? Math.round(value * scale) / scale : value;
    }

    /**
     * @param args see the class comment
     * @throws Exception if a generator fails or a child JVM cannot be run
     */
    public static void main(String[] args) throws Exception {
        double seconds = 3;
        int[] threadCounts = {1, 2};
        Path json = null;
        List<String> only = null;
        boolean inProcess = false;
        String child = null;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--seconds":
                    seconds = Double.parseDouble(args[++i]);
                    break;
                case "--threads":
                    threadCounts = Arrays.stream(args[++i].trim().split("[,\\s]+")).mapToInt(Integer::parseInt)
                            .toArray();
                    break;
                case "--json":
                    json = Path.of(args[++i]);
                    break;
                case "--only":
                    only = Arrays.asList(args[++i].split(","));
                    break;
                case "--in-process":
                    inProcess = true;
                    break;
                case "--child":
                    child = args[++i];
                    break;
                case "--list":
                    subjects().forEach(s -> System.out.println(s.id() + "\t" + s.label()));
                    return;
                default:
                    throw new IllegalArgumentException("unknown argument " + args[i]
                            + "; expected --seconds, --threads, --json, --only, --in-process, --list");
            }
        }
        Duration duration = Duration.ofNanos((long) (seconds * 1e9));
        if (child != null) {
            Subject subject = find(child);
            for (int threads : threadCounts) {
                ChildJvm.handBack(run(subject, threads, duration));
            }
            return;
        }
        List<Subject> chosen = new ArrayList<>();
        for (Subject subject : subjects()) {
            if (only == null || only.contains(subject.id())) {
                chosen.add(subject);
            }
        }
        if (only != null && chosen.size() != only.size()) {
            throw new IllegalArgumentException("--only " + only + ": known are " + subjects().stream()
                    .map(Subject::id).toList());
        }
        List<DriftResult> results = new ArrayList<>();
        for (Subject subject : chosen) {
            for (int threads : threadCounts) {
                DriftResult result = inProcess ? run(subject, threads, duration)
                        : runInChild(subject, threads, seconds);
                results.add(result);
                System.out.println(row(result));
                System.out.flush();
            }
        }
        System.out.println();
        System.out.println(table(results));
        if (json != null) {
            ResultFiles.write(json, new DriftFile("DriftAndOrderCheck", Instant.now().toString(),
                    System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version"), seconds,
                    !inProcess, SAMPLE_NANOS / 1e6, results));
            System.out.println("drift check: " + json);
        }
    }

    private static Subject find(String id) {
        return subjects().stream().filter(s -> s.id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no generator " + id));
    }

    /** Runs one (generator, thread count) in a fresh JVM, like a JMH fork, and returns its result line. */
    private static DriftResult runInChild(Subject subject, int threads, double seconds) throws IOException,
            InterruptedException {
        return ChildJvm.run(DriftAndOrderCheck.class, "1g", List.of("--child", subject.id(), "--threads",
                Integer.toString(threads), "--seconds", Double.toString(seconds)), "  [" + subject.id() + "] ",
                DriftResult.class);
    }

    private static final String FORMAT = "%-32s %3s %14s %14s %12s %13s %9s %8s  %s";

    private static String table(List<DriftResult> results) {
        StringBuilder out = new StringBuilder(String.format(Locale.ROOT, FORMAT, "generator", "thr", "ids/s",
                "2nd half /s", "max lead ms", "final lead ms", "backward", "repeats", "order / notes"));
        for (DriftResult result : results) {
            out.append('\n').append(row(result));
        }
        return out.toString();
    }

    private static String row(DriftResult r) {
        String notes = r.order();
        if (r.wraps() > 0) {
            notes += "; " + r.wraps() + " counter wrap(s)";
        }
        if (r.selfLargestLeadMs() != null) {
            notes += String.format(Locale.ROOT, "; own stats: largest lead %.3f ms, %d waits", r.selfLargestLeadMs(),
                    r.selfWaits());
        }
        return String.format(Locale.ROOT, FORMAT, r.label(), r.threads(), String.format(Locale.ROOT, "%,d",
                r.idsPerSecond()), count(r.sustainedIdsPerSecond()), ms(r.maxLeadMs()), ms(r.finalLeadMs()),
                r.orderChecked() ? count(r.backward()) : "-", r.orderChecked() ? count(r.repeats()) : "-", notes);
    }

    private static String ms(Double value) {
        return value == null ? "-" : String.format(Locale.ROOT, "%.3f", value);
    }

    private static String count(Long value) {
        return value == null ? "-" : String.format(Locale.ROOT, "%,d", value);
    }
}
