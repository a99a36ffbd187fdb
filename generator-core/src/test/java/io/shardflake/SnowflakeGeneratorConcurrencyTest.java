package io.shardflake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Many threads on one generator, and (seed 003, larger) many generators shared by many threads. */
class SnowflakeGeneratorConcurrencyTest {

    private final ExecutorService pool = Executors.newFixedThreadPool(8);

    @AfterEach
    void stopThePool() throws InterruptedException {
        pool.shutdownNow();
        assertThat(pool.awaitTermination(10, TimeUnit.SECONDS)).isTrue();
    }

    /** Runs {@code task(thread)} on {@code threads} pool threads released together, and returns their results. */
    private <T> List<T> together(int threads, ThreadTask<T> task) throws Exception {
        CountDownLatch start = new CountDownLatch(1);
        List<Future<T>> futures = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int thread = t;
            futures.add(pool.submit(() -> {
                start.await();
                return task.run(thread);
            }));
        }
        start.countDown();
        List<T> results = new ArrayList<>();
        for (Future<T> future : futures) {
            results.add(future.get(60, TimeUnit.SECONDS));
        }
        return results;
    }

    @FunctionalInterface
    private interface ThreadTask<T> {
        T run(int thread) throws Exception;
    }

    @Test
    @Timeout(60)
    void twoThreadsTakeFiveMillionIdsEachWithoutADuplicate() throws Exception {
        int perThread = 5_000_000;
        // 10 M ids need at least 2.5 s of 4096-id ticks; a one-minute lead means nobody ever waits.
        SnowflakeGenerator generator = SnowflakeGenerator.builder(LayoutPreset.TWITTER.layout()).workerId(42)
                .clock(ClockSettings.DEFAULT.withMaxLead(Duration.ofMinutes(1))).build();

        List<long[]> batches = together(2, thread -> {
            long[] ids = new long[perThread];
            for (int i = 0; i < perThread; i++) {
                ids[i] = generator.nextId();
            }
            return ids;
        });

        IdChecks.assertStrictlyIncreasing("thread 0", batches.get(0), perThread);
        IdChecks.assertStrictlyIncreasing("thread 1", batches.get(1), perThread);
        IdChecks.assertDisjointSorted(batches.get(0), batches.get(1));
        IdLayout layout = generator.layout();
        for (long[] batch : batches) {
            assertThat(batch[0]).isPositive();
            for (long id : batch) {
                if (layout.extract(IdField.WORKER, id) != 42) {
                    fail("id %d has worker %d", id, layout.extract(IdField.WORKER, id));
                }
            }
        }
        assertThat(generator.statistics().issued()).isEqualTo(2L * perThread);
        assertThat(generator.statistics().waits()).isZero();
    }

    @Test
    @Timeout(60)
    void threadsOnAStoppedClockShareTheStampsWithoutGapsOrRepeats() throws Exception {
        ManualClock clock = ManualClock.at(Instant.parse("2026-03-01T00:00:00Z"));
        IdLayout twitter = LayoutPreset.TWITTER.layout();
        SnowflakeGenerator generator = SnowflakeGenerator.builder(twitter).workerId(9)
                .clock(ClockSettings.of(clock, clock))
                .evenSpread(false).build();
        int perThread = 100_000; // 4 × 100,000 ids fit in the 101 ticks the default 100 ms lead allows

        List<long[]> batches = together(4, thread -> {
            long[] ids = new long[perThread];
            for (int i = 0; i < perThread; i++) {
                ids[i] = generator.nextId();
            }
            return ids;
        });

        long[] all = new long[4 * perThread];
        for (int t = 0; t < 4; t++) {
            IdChecks.assertStrictlyIncreasing("thread " + t, batches.get(t), perThread);
            System.arraycopy(batches.get(t), 0, all, t * perThread, perThread);
        }
        Arrays.sort(all);
        long firstTick = twitter.tickOf(clock.instant());
        for (int k = 0; k < all.length; k++) {
            long expected = twitter.encode(firstTick + k / 4096, 0, 9, k % 4096);
            if (all[k] != expected) {
                fail("stamp #%d is %d, expected %d: a stamp was lost or given twice", k, all[k], expected);
            }
        }
        assertThat(clock.pauseCount()).isZero();
        assertThat(generator.statistics().borrowedTicks()).isEqualTo((4 * perThread - 1) / 4096);
    }

    @ParameterizedTest
    @EnumSource(value = LayoutPreset.class, names = {"GLOBAL_ID", "TWITTER"})
    @Timeout(60)
    void aThousandAndTwentyFourGeneratorsSharedByEightThreadsNeverCollide(LayoutPreset preset) throws Exception {
        // Seed 003's "globally unique" test (1024 nodes, 50,000 random requests), on real clocks and threads.
        IdLayout layout = preset.layout();
        SnowflakeGenerator[] generators = new SnowflakeGenerator[1024];
        for (int worker = 0; worker < generators.length; worker++) {
            generators[worker] = SnowflakeGenerator.builder(layout).workerId(worker).build();
        }
        int threads = 8;
        int perThread = 8_192; // 65,536 requests in all

        List<long[]> batches = together(threads, thread -> {
            SplittableRandom random = new SplittableRandom(thread);
            long[] lastByGenerator = new long[generators.length];
            Arrays.fill(lastByGenerator, -1);
            long[] ids = new long[perThread];
            for (int i = 0; i < perThread; i++) {
                int worker = random.nextInt(generators.length);
                long id = generators[worker].nextId();
                if (id <= lastByGenerator[worker]) {
                    fail("generator %d went from %d to %d", worker, lastByGenerator[worker], id);
                }
                if (layout.extract(IdField.WORKER, id) != worker) {
                    fail("generator %d made id %d with worker %d", worker, id, layout.extract(IdField.WORKER, id));
                }
                lastByGenerator[worker] = id;
                ids[i] = id;
            }
            return ids;
        });

        IdChecks.assertAllDistinctAndPositive(batches.toArray(new long[0][]));
        long issued = Arrays.stream(generators).mapToLong(g -> g.statistics().issued()).sum();
        assertThat(issued).isEqualTo((long) threads * perThread);
        assertThat(Arrays.stream(generators).filter(g -> g.statistics().issued() == 0).count())
                .as("every generator was asked").isZero();
    }
}
