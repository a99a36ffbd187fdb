package io.shardflake.testing;

import java.util.Arrays;
import java.util.OptionalLong;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Runs the same work on several threads released at the same moment, each filling its own array of primitive keys
 * (an id's time and counter packed in a long), so that a test of millions of ids can look for repeats by sorting
 * instead of holding millions of objects in a set.
 */
public final class RacingThreads {

    /** The work of one thread. */
    @FunctionalInterface
    public interface KeyMaker {

        /**
         * Makes one id per slot; throws (an {@code AssertionError} from {@code fail}) to fail the test.
         *
         * @param keys this thread's array, to fill from index 0
         */
        void fill(long[] keys);
    }

    private RacingThreads() {
    }

    /**
     * @param threads how many threads race
     * @param perThread how many keys each makes
     * @param maker the work of each thread
     * @return every thread's keys, sorted
     * @throws Exception the first thread's failure, wrapped by {@link CompletableFuture#get()}
     */
    public static long[] sortedKeys(int threads, int perThread, KeyMaker maker) throws Exception {
        long[][] keys = new long[threads][perThread];
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            CompletableFuture<?>[] runs = new CompletableFuture<?>[threads];
            for (int t = 0; t < threads; t++) {
                long[] mine = keys[t];
                runs[t] = CompletableFuture.runAsync(() -> {
                    await(start);
                    maker.fill(mine);
                }, pool);
            }
            start.countDown();
            CompletableFuture.allOf(runs).get();
        } finally {
            pool.shutdownNow();
        }
        long[] all = new long[threads * perThread];
        for (int t = 0; t < threads; t++) {
            System.arraycopy(keys[t], 0, all, t * perThread, perThread);
        }
        Arrays.sort(all);
        return all;
    }

    /**
     * @param sorted keys in ascending order
     * @return the first key that stands twice, if any
     */
    public static OptionalLong firstRepeat(long[] sorted) {
        for (int i = 1; i < sorted.length; i++) {
            if (sorted[i] == sorted[i - 1]) {
                return OptionalLong.of(sorted[i]);
            }
        }
        return OptionalLong.empty();
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
