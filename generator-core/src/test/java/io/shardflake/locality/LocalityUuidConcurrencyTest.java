package io.shardflake.locality;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.shardflake.testing.RacingThreads;
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
        long[] all = RacingThreads.sortedKeys(THREADS, PER_THREAD, mine -> {
            long previousGroup = -1;
            for (int i = 0; i < mine.length; i++) {
                LocalityUuid id = generator.next();
                if (id.processId() != 77 || id.macFragment() != 0x1234567) {
                    fail("foreign process id or MAC fragment in %s", id);
                }
                if (mode == CounterMode.SEQUENTIAL && id.firstGroup() <= previousGroup) {
                    fail("sequential id %s is not above the thread's previous first group %08x", id, previousGroup);
                }
                previousGroup = id.firstGroup();
                mine[i] = (id.epochMillis() - origin) << 32 | id.firstGroup();
            }
        });
        RacingThreads.firstRepeat(all).ifPresent(key -> fail("an id was made twice: time %d ms after the origin, "
                + "first group %08x", key >>> 32, key & 0xFFFF_FFFFL));
        assertThat(all[0]).isPositive();
        assertThat(generator.statistics().issued()).isGreaterThanOrEqualTo(THREADS * PER_THREAD);
    }
}
