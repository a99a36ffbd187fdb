package io.shardflake.uniqid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.util.Arrays;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Two threads sharing one generator on the real clock, 2,000,000 ids each. One id per microsecond makes this take
 * about four seconds. Each thread's ids must increase; together they must never repeat. Ids are kept as their
 * microseconds in primitive arrays (the string is a function of them, checked on every id's length and shard).
 */
class UniqidConcurrencyTest {

    private static final int THREADS = 2;
    private static final int PER_THREAD = 2_000_000;

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void twoThreadsNeverGetTheSameId() throws Exception {
        UniqidFormat format = UniqidFormat.withPrefix(7);
        UniqidGenerator generator = UniqidGenerator.builder(format).build();
        long[][] micros = new long[THREADS][PER_THREAD];
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            CompletableFuture<?>[] runs = new CompletableFuture<?>[THREADS];
            for (int t = 0; t < THREADS; t++) {
                long[] mine = micros[t];
                runs[t] = CompletableFuture.runAsync(() -> {
                    await(start);
                    for (int i = 0; i < PER_THREAD; i++) {
                        Uniqid id = generator.next();
                        String text = id.toString();
                        if (text.length() != 18 || text.charAt(0) - '0' != id.micros() % 7) {
                            fail("malformed id %s", text);
                        }
                        mine[i] = id.epochMicros();
                        if (i > 0 && mine[i] <= mine[i - 1]) {
                            fail("id #%d of a thread (%s) is not later than the one before", i, text);
                        }
                    }
                }, pool);
            }
            start.countDown();
            CompletableFuture.allOf(runs).get();
        } finally {
            pool.shutdownNow();
        }

        long[] all = new long[THREADS * PER_THREAD];
        for (int t = 0; t < THREADS; t++) {
            System.arraycopy(micros[t], 0, all, t * PER_THREAD, PER_THREAD);
        }
        Arrays.sort(all);
        for (int i = 1; i < all.length; i++) {
            if (all[i] == all[i - 1]) {
                fail("microsecond %d was used twice", all[i]);
            }
        }
        assertThat(generator.statistics().issued()).isEqualTo(THREADS * PER_THREAD);
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
