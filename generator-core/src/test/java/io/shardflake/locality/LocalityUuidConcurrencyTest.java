package io.shardflake.locality;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.util.Arrays;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Two threads sharing one generator on the real clock, 2,000,000 ids each, per mode: no id twice, and in
 * sequential mode each thread sees its ids increase. Ids are kept as primitive keys (time and first group; the
 * process id and MAC fragment are checked to be the generator's), not as four million strings.
 */
class LocalityUuidConcurrencyTest {

    private static final int THREADS = 2;
    private static final int PER_THREAD = 2_000_000;

    @ParameterizedTest
    @EnumSource(CounterMode.class)
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void twoThreadsNeverGetTheSameId(CounterMode mode) throws Exception {
        // Sequential mode from 0, so that 4,000,000 ids cannot wrap the counter and the order check is exact.
        LocalityUuidGenerator generator = LocalityUuidGenerator.builder().mode(mode).processId(77)
                .macFragment(0x1234567).firstCounter(0).build();
        long origin = System.currentTimeMillis() - 60_000;
        long[][] keys = new long[THREADS][PER_THREAD];
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            CompletableFuture<?>[] runs = new CompletableFuture<?>[THREADS];
            for (int t = 0; t < THREADS; t++) {
                long[] mine = keys[t];
                runs[t] = CompletableFuture.runAsync(() -> {
                    await(start);
                    long previousGroup = -1;
                    for (int i = 0; i < PER_THREAD; i++) {
                        LocalityUuid id = generator.next();
                        if (id.processId() != 77 || id.macFragment() != 0x1234567) {
                            fail("foreign process id or MAC fragment in %s", id);
                        }
                        if (mode == CounterMode.SEQUENTIAL && id.firstGroup() <= previousGroup) {
                            fail("sequential id %s is not above the thread's previous first group %08x", id,
                                    previousGroup);
                        }
                        previousGroup = id.firstGroup();
                        mine[i] = (id.epochMillis() - origin) << 32 | id.firstGroup();
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
            System.arraycopy(keys[t], 0, all, t * PER_THREAD, PER_THREAD);
        }
        Arrays.sort(all);
        for (int i = 1; i < all.length; i++) {
            if (all[i] == all[i - 1]) {
                fail("an id was made twice: time %d ms after the origin, first group %08x", all[i] >>> 32,
                        all[i] & 0xFFFF_FFFFL);
            }
        }
        assertThat(all[0]).isPositive();
        assertThat(generator.statistics().issued()).isGreaterThanOrEqualTo(THREADS * PER_THREAD);
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
