package io.shardflake.uniqid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.shardflake.testing.RacingThreads;
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
        long[] all = RacingThreads.sortedKeys(THREADS, PER_THREAD, mine -> {
            for (int i = 0; i < mine.length; i++) {
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
        });
        RacingThreads.firstRepeat(all).ifPresent(micros -> fail("microsecond %d was used twice", micros));
        assertThat(generator.statistics().issued()).isEqualTo(THREADS * PER_THREAD);
    }
}
