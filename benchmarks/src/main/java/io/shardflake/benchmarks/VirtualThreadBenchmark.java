package io.shardflake.benchmarks;

import io.shardflake.LayoutPreset;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.publicid.KeyRing;
import io.shardflake.publicid.PublicIdKey;
import io.shardflake.publicid.PublicIdText;
import io.shardflake.publicid.PublicIds;
import io.shardflake.publicid.PublicUuidText;
import io.shardflake.spring.jackson.PublicIdJacksonModule;
import io.shardflake.spring.publicid.PublicId;
import io.shardflake.spring.publicid.PublicIdsLookup;
import io.shardflake.uuid.UuidV7Generator;
import io.shardflake.uuid.UuidVersion;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.IntFunction;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import tools.jackson.databind.json.JsonMapper;

/**
 * What one call costs on the thread a request runs on (issue 34): on a new virtual thread, as Spring Boot runs every
 * request with {@code spring.threads.virtual.enabled=true}, and on a pooled platform thread, in one run. Anything a
 * call kept per thread would be set up again for every virtual thread and show here as a gap between the two.
 *
 * <p>Each invocation hands {@value #TASKS} tasks of one call each to the executor and waits for all of them:
 * {@code thread=virtual} starts a virtual thread per task ({@code Executors.newVirtualThreadPerTaskExecutor()},
 * Java 21 and later), {@code thread=pooled} queues them to 2 platform threads (the machine's cores) that live for the
 * whole trial. The score is per task, hand-off included; {@code empty} is a task that calls nothing. The hand-off
 * costs microseconds and varies with the machine's load, more than the calls themselves, so each task also times its
 * call ({@link System#nanoTime()} before and after, on the task's thread): the secondary results {@code callNanos}
 * and {@code calls} of {@link CallTime}, whose quotient is the mean time of a call where it ran, hand-off excluded
 * ({@code empty}'s is the two clock reads).
 *
 * <ul>
 *   <li>{@code nextId}: {@link SnowflakeGenerator#nextId()}, Twitter layout;
 *   <li>{@code uuidV7}: {@link UuidV7Generator#next()}, default settings;
 *   <li>{@code maskText}, {@code unmaskText}: {@link PublicIdText} ({@code ord_} + 14 characters);
 *   <li>{@code maskUuidText}: {@link PublicUuidText} for UUID v7;
 *   <li>{@code json}: Jackson 3 writing an order with its id as a public id ({@link PublicIdJacksonModule}), as a
 *       controller's response.
 * </ul>
 *
 * Not in the default passes: {@code java -jar benchmarks/target/benchmarks.jar VirtualThreadBenchmark} on Java 25;
 * on Java 17, {@code -p thread=pooled}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(value = 3, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Threads(1)
@State(Scope.Benchmark)
public class VirtualThreadBenchmark {

    /** Tasks per invocation. */
    static final int TASKS = 64;

    /** A key for benchmarks only, as {@link PublicIdBenchmark}'s. */
    private static final String KEY = "3f1e5d7c9b2a48607f1e3d5c7b9a28466f0e2d4c6b8a19375e7d9c1b3a5f4e2d";

    /** An entity as a controller returns it: its id shown as a public id. */
    public record Order(@PublicId("ord") long id, String item) {
    }

    /** {@code pooled}: 2 platform threads for the whole trial; {@code virtual}: a new virtual thread per task. */
    @Param({"pooled", "virtual"})
    public String thread;

    /** The time the tasks spent in their calls, summed over an iteration, and how many calls that was. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.EVENTS)
    public static class CallTime {
        /** Nanoseconds in calls, summed. */
        public long callNanos;
        /** Calls made. */
        public long calls;

        /** Starts each iteration's sums at 0. */
        @Setup(Level.Iteration)
        public void reset() {
            callNanos = 0;
            calls = 0;
        }
    }

    private final LongAdder inCalls = new LongAdder();
    private ExecutorService executor;
    private List<Callable<Object>> empty;
    private List<Callable<Object>> nextId;
    private List<Callable<Object>> uuidV7;
    private List<Callable<Object>> maskText;
    private List<Callable<Object>> unmaskText;
    private List<Callable<Object>> maskUuidText;
    private List<Callable<Object>> json;

    /** Makes the executor, the generators and forms, and the tasks (each on another id). */
    @Setup
    public void setUp() throws ReflectiveOperationException {
        executor = "virtual".equals(thread) ? newVirtualThreadPerTaskExecutor() : Executors.newFixedThreadPool(2);
        PublicIdKey key = PublicIdKey.ofHex(1, KEY);
        PublicIds forms = PublicIds.of(KeyRing.of(key));
        PublicIdText text = forms.ids("ord");
        PublicUuidText uuidText = PublicUuidText.of(KeyRing.of(key), UuidVersion.V7, "doc");
        SnowflakeGenerator snowflake = SnowflakeGenerator.builder(LayoutPreset.TWITTER.layout()).workerId(7).build();
        UuidV7Generator v7 = UuidV7Generator.builder().build();
        JsonMapper mapper = JsonMapper.builder().addModule(PublicIdJacksonModule.of(PublicIdsLookup.of(forms)))
                .build();
        long[] ids = new long[TASKS];
        String[] texts = new String[TASKS];
        UUID[] uuids = new UUID[TASKS];
        for (int i = 0; i < TASKS; i++) {
            ids[i] = snowflake.nextId();
            texts[i] = text.mask(ids[i]);
            uuids[i] = v7.next();
        }
        empty = tasks(i -> () -> i);
        nextId = tasks(i -> snowflake::nextId);
        uuidV7 = tasks(i -> v7::next);
        maskText = tasks(i -> () -> text.mask(ids[i]));
        unmaskText = tasks(i -> () -> text.unmask(texts[i]));
        maskUuidText = tasks(i -> () -> uuidText.mask(uuids[i]));
        json = tasks(i -> () -> mapper.writeValueAsString(new Order(ids[i], "tea")));
    }

    /** Stops the pool's threads. */
    @TearDown
    public void tearDown() {
        executor.shutdownNow();
    }

    /** @return a task that calls nothing: the executor's own cost per task */
    @Benchmark
    @OperationsPerInvocation(TASKS)
    public int empty(CallTime time) throws InterruptedException, ExecutionException {
        return run(empty, time);
    }

    /** @return a checksum of the results */
    @Benchmark
    @OperationsPerInvocation(TASKS)
    public int nextId(CallTime time) throws InterruptedException, ExecutionException {
        return run(nextId, time);
    }

    /** @return a checksum of the results */
    @Benchmark
    @OperationsPerInvocation(TASKS)
    public int uuidV7(CallTime time) throws InterruptedException, ExecutionException {
        return run(uuidV7, time);
    }

    /** @return a checksum of the results */
    @Benchmark
    @OperationsPerInvocation(TASKS)
    public int maskText(CallTime time) throws InterruptedException, ExecutionException {
        return run(maskText, time);
    }

    /** @return a checksum of the results */
    @Benchmark
    @OperationsPerInvocation(TASKS)
    public int unmaskText(CallTime time) throws InterruptedException, ExecutionException {
        return run(unmaskText, time);
    }

    /** @return a checksum of the results */
    @Benchmark
    @OperationsPerInvocation(TASKS)
    public int maskUuidText(CallTime time) throws InterruptedException, ExecutionException {
        return run(maskUuidText, time);
    }

    /** @return a checksum of the results */
    @Benchmark
    @OperationsPerInvocation(TASKS)
    public int json(CallTime time) throws InterruptedException, ExecutionException {
        return run(json, time);
    }

    private int run(List<Callable<Object>> tasks, CallTime time) throws InterruptedException, ExecutionException {
        int sum = 0;
        for (Future<Object> result : executor.invokeAll(tasks)) {
            sum += result.get().hashCode();
        }
        time.callNanos += inCalls.sumThenReset();
        time.calls += TASKS;
        return sum;
    }

    /** Each task times its own call on the thread it runs on. */
    private List<Callable<Object>> tasks(IntFunction<Callable<Object>> call) {
        List<Callable<Object>> tasks = new ArrayList<>(TASKS);
        for (int i = 0; i < TASKS; i++) {
            Callable<Object> timed = call.apply(i);
            tasks.add(() -> {
                long start = System.nanoTime();
                Object result = timed.call();
                inCalls.add(System.nanoTime() - start);
                return result;
            });
        }
        return tasks;
    }

    /** Java 21's executor, looked up: the module is built for Java 17. */
    private static ExecutorService newVirtualThreadPerTaskExecutor() throws ReflectiveOperationException {
        try {
            return (ExecutorService) Executors.class.getMethod("newVirtualThreadPerTaskExecutor").invoke(null);
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException("thread=virtual needs Java 21 or later; on Java "
                    + Runtime.version().feature() + " run -p thread=pooled", e);
        }
    }
}
