package io.shardflake.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.error.LayoutExhaustedException;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ClockPolicy;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A layout at the end of its life: the generator warns when built within a year of the end, refuses to be built
 * past it, and a layout driven to its last id by many threads ends with {@link LayoutExhaustedException} — never a
 * negative id, never one that wrapped round to an earlier time.
 */
class EndOfLifeTest {

    private static final Instant EPOCH = Instant.parse("2020-01-01T00:00:00Z");
    /**
     * time 4 × 1 ms | shard 30 | worker 20 | sequence 9 = 63 bits: 16 ticks of 512 ids, and with the largest shard
     * and worker the very last id is {@code Long.MAX_VALUE}, one step from the sign bit.
     */
    private static final IdLayout TINY = IdLayout.builder().name("tiny").epoch(EPOCH).time(4).shard(30).worker(20)
            .sequence(9).build();
    /** 2^35 ms, about 398 days: long enough to sit either side of the one-year warning. */
    private static final IdLayout SHORT_LIVED = IdLayout.builder().name("short-lived").epoch(EPOCH).time(35)
            .worker(10).sequence(12).build();
    private static final int THREADS = 16;
    private static final int ROUNDS = 20;
    private static final AtomicLong IDS = new AtomicLong();
    private static final AtomicLong REFUSALS = new AtomicLong();

    private final Logger logger = Logger.getLogger(SnowflakeGenerator.class.getName());
    private final List<LogRecord> logged = new ArrayList<>();
    private final Handler capture = new Handler() {
        @Override
        public synchronized void publish(LogRecord record) {
            logged.add(record);
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };

    @BeforeEach
    void listen() {
        // Captured here, kept off the console: the warning is what the test looks at.
        logger.addHandler(capture);
        logger.setUseParentHandlers(false);
    }

    @AfterEach
    void stopListening() {
        logger.removeHandler(capture);
        logger.setUseParentHandlers(true);
    }

    @Test
    void aLayoutEndingWithinAYearWarnsAtStartupNamingTheEnd() {
        ManualClock clock = ManualClock.at(SHORT_LIVED.endOfLife().minus(Duration.ofDays(30)));

        SnowflakeGenerator.builder(SHORT_LIVED).clock(ClockSettings.of(clock, clock)).build();

        assertThat(logged).singleElement().satisfies(record -> {
            assertThat(record.getLevel()).isEqualTo(Level.WARNING);
            assertThat(new SimpleFormatter().formatMessage(record)).contains("short-lived",
                    SHORT_LIVED.endOfLife().toString(), "ids cannot be made after that");
        });
    }

    @Test
    void aLayoutWithMoreThanAYearLeftBuildsQuietly() {
        ManualClock clock = ManualClock.at(SHORT_LIVED.endOfLife().minus(Duration.ofDays(366)));

        SnowflakeGenerator.builder(SHORT_LIVED).clock(ClockSettings.of(clock, clock)).build();

        assertThat(logged).isEmpty();
    }

    @Test
    void aLayoutPastItsEndIsRefusedAtBuildAndOneRunningOutRefusesIdsForGood() {
        ManualClock clock = ManualClock.at(SHORT_LIVED.endOfLife());
        assertThatThrownBy(() -> SnowflakeGenerator.builder(SHORT_LIVED).clock(ClockSettings.of(clock, clock)).build())
                .isInstanceOf(InvalidConfigurationException.class)
                .hasMessageContaining("a layout whose life has not ended; this one ended at "
                        + SHORT_LIVED.endOfLife());

        clock.set(SHORT_LIVED.endOfLife().minusMillis(1));
        SnowflakeGenerator generator = SnowflakeGenerator.builder(SHORT_LIVED)
                .clock(ClockSettings.of(clock, clock)).build();
        long last = generator.nextId();
        clock.advance(Duration.ofMillis(1));

        for (int i = 0; i < 3; i++) {
            assertThatThrownBy(generator::nextId).isInstanceOf(LayoutExhaustedException.class)
                    .hasMessageContaining("the layout ended at " + SHORT_LIVED.endOfLife());
        }
        assertThat(last).isPositive();
        assertThat(SHORT_LIVED.decode(last).timestamp()).isEqualTo(SHORT_LIVED.endOfLife().minusMillis(1));
        assertThat(logged).hasSize(1);
    }

    @ParameterizedTest(name = "{0} policy")
    @ValueSource(strings = {"default", "classic"})
    void manyThreadsDriveATinyLayoutToItsEndWithoutANegativeOrWrappedId(String policyName) throws Exception {
        ClockPolicy policy = policyName.equals("classic") ? ClockPolicy.classic() : ClockPolicy.DEFAULT;
        long capacity = (TINY.maxTick() + 1) * TINY.idsPerTick();
        for (int round = 0; round < ROUNDS; round++) {
            ManualClock clock = ManualClock.at(EPOCH);
            SnowflakeGenerator generator = SnowflakeGenerator.builder(TINY)
                    .clock(ClockSettings.of(clock, clock).withPolicy(policy))
                    .workerId((int) TINY.maxValue(IdField.WORKER)).defaultShard((int) TINY.maxValue(IdField.SHARD))
                    .endOfLifeWarning(Duration.ZERO).build();

            List<List<Long>> perThread = untilExhausted(generator);

            Set<Long> all = new HashSet<>();
            long made = 0;
            for (List<Long> ids : perThread) {
                made += ids.size();
                all.addAll(ids);
                for (int i = 1; i < ids.size(); i++) {
                    assertThat(ids.get(i)).as("one thread's ids increase").isGreaterThan(ids.get(i - 1));
                }
            }
            assertThat(all).as("distinct").hasSize((int) made);
            assertThat(all).allSatisfy(id -> {
                assertThat(id).isNotNegative();
                assertThat(TINY.decode(id).tick()).isBetween(0L, TINY.maxTick());
            });
            assertThat(made).isPositive().isLessThanOrEqualTo(capacity);
            if (policy.maxLead().compareTo(Duration.ofMillis(TINY.maxTick() + 1)) >= 0) {
                // Borrowing fills every slot of every tick up to the last, but for the spread start of the first
                // (at most 15 slots); the very last id is all ones. (Classic waits for each tick instead, and each
                // fresh tick starts at a spread slot; threads waiting at once move the scripted clock on by more
                // than a tick, so its count is only bounded.)
                assertThat(made).isBetween(capacity - 16, capacity);
                assertThat(all).contains(Long.MAX_VALUE);
            }
            assertThatThrownBy(generator::nextId).isInstanceOf(LayoutExhaustedException.class);
            IDS.addAndGet(made);
            REFUSALS.addAndGet(THREADS + 1);
        }
    }

    @AfterAll
    static void summary() {
        System.out.printf("RELIABILITY end of life: a 63-bit layout of 16 ticks driven to its end by %d threads, %d"
                + " rounds per policy: %,d ids checked, 0 negative, 0 wrapped, 0 duplicates, with borrowing the last id"
                + " is Long.MAX_VALUE; %,d LayoutExhaustedExceptions; warning within a year, refusal at build past"
                + " the end%n", THREADS, ROUNDS, IDS.get(), REFUSALS.get());
    }

    /** @return each thread's ids, made until the generator said the layout was exhausted (and nothing else) */
    private static List<List<Long>> untilExhausted(SnowflakeGenerator generator) throws Exception {
        CyclicBarrier start = new CyclicBarrier(THREADS);
        ExecutorService threads = Executors.newFixedThreadPool(THREADS);
        try {
            List<Future<List<Long>>> futures = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                futures.add(threads.submit((Callable<List<Long>>) () -> {
                    start.await();
                    List<Long> ids = new ArrayList<>();
                    while (true) {
                        try {
                            ids.add(generator.nextId());
                        } catch (LayoutExhaustedException e) {
                            return ids;
                        }
                    }
                }));
            }
            List<List<Long>> results = new ArrayList<>();
            for (Future<List<Long>> future : futures) {
                results.add(future.get(30, TimeUnit.SECONDS));
            }
            return results;
        } finally {
            threads.shutdownNow();
        }
    }
}
