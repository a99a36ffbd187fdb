package io.shardflake.uuid;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Two threads share one generator of each kind on the real clock: no UUID twice, and each thread's UUIDs strictly
 * increase in the kind's order. UUIDs are kept as pairs of longs in primitive arrays and sorted, so 4 million of
 * them cost 64 MB, not a {@code HashSet<UUID>}.
 */
class UuidGeneratorConcurrencyTest {

    private static final int THREADS = 2;
    private static final int PER_THREAD = 2_000_000;

    /** The kind's order: (timestamp, clock sequence) for version 1, the unsigned 128-bit value otherwise. */
    private interface Order {
        boolean increasing(long highBefore, long lowBefore, long highAfter, long lowAfter);
    }

    private static final Order UNSIGNED = (h1, l1, h2, l2) -> UuidPairs.compare(h1, l1, h2, l2) < 0;

    private static final Order V1_TIME = (h1, l1, h2, l2) -> {
        long before = GregorianUuid.v1Timestamp(h1);
        long after = GregorianUuid.v1Timestamp(h2);
        return before < after || (before == after && (l1 >>> 48 & 0x3FFF) < (l2 >>> 48 & 0x3FFF));
    };

    @Test
    @Timeout(120)
    void v1() throws InterruptedException {
        UuidV1Generator generator = UuidV1Generator.builder().build();
        check(generator::next, V1_TIME);
        assertThat(generator.statistics().issued()).isEqualTo((long) THREADS * PER_THREAD);
    }

    @Test
    @Timeout(120)
    void v6() throws InterruptedException {
        UuidV6Generator generator = UuidV6Generator.builder().build();
        check(generator::next, UNSIGNED);
        assertThat(generator.statistics().issued()).isEqualTo((long) THREADS * PER_THREAD);
    }

    @Test
    @Timeout(120)
    void v7() throws InterruptedException {
        UuidV7Generator generator = UuidV7Generator.builder().build();
        check(generator::next, UNSIGNED);
        assertThat(generator.statistics().issued()).isEqualTo((long) THREADS * PER_THREAD);
    }

    private static void check(Supplier<UUID> generator, Order order) throws InterruptedException {
        UuidPairs[] made = new UuidPairs[THREADS];
        Throwable[] failures = new Throwable[THREADS];
        CountDownLatch start = new CountDownLatch(1);
        Thread[] threads = new Thread[THREADS];
        for (int t = 0; t < THREADS; t++) {
            UuidPairs mine = new UuidPairs(PER_THREAD);
            made[t] = mine;
            int index = t;
            threads[t] = new Thread(() -> {
                try {
                    start.await();
                    for (int i = 0; i < PER_THREAD; i++) {
                        mine.add(generator.get());
                    }
                } catch (Throwable e) {
                    failures[index] = e;
                }
            }, "uuid-maker-" + t);
            threads[t].start();
        }
        start.countDown();
        for (Thread thread : threads) {
            thread.join();
        }
        for (Throwable failure : failures) {
            if (failure != null) {
                throw new AssertionError("a generating thread failed", failure);
            }
        }

        for (UuidPairs mine : made) {
            assertThat(mine.size()).isEqualTo(PER_THREAD);
            for (int i = 1; i < PER_THREAD; i++) {
                if (!order.increasing(mine.high[i - 1], mine.low[i - 1], mine.high[i], mine.low[i])) {
                    throw new AssertionError("not increasing at " + i + ": " + mine.get(i - 1) + " then " + mine.get(i));
                }
            }
        }
        UuidPairs all = UuidPairs.concat(made[0], made[1]);
        all.sortUnsigned();
        int duplicate = all.firstDuplicate();
        assertThat(duplicate).as(() -> "duplicate " + all.get(Math.max(duplicate, 0))).isEqualTo(-1);
        for (int i = 1; i < all.size(); i++) {
            if (UuidPairs.compare(all.high[i - 1], all.low[i - 1], all.high[i], all.low[i]) > 0) {
                throw new AssertionError("sort is broken at " + i);
            }
        }
    }
}
