package io.shardflake.clock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.shardflake.error.LayoutExhaustedException;
import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * The stamp arithmetic of the logical clock on its own, UUID v1 style: ticks of 1 µs from the Gregorian epoch,
 * each holding 10 slots of 100 ns in 4 bits ({@code slots(4, 10)}), so that {@code tick * 10 + slot} counts
 * 100-ns intervals the way a v1 UUID's timestamp does.
 */
class LogicalClockTest {

    /** 1582-10-15T00:00:00Z, the UUID epoch, in µs since 1970. */
    private static final long GREGORIAN_MICROS = -12_219_292_800_000_000L;
    private static final Instant T0 = Instant.parse("2026-03-01T00:00:00Z");
    private static final long T0_TICK = T0.getEpochSecond() * 1_000_000L - GREGORIAN_MICROS;

    private final ManualClock wall = ManualClock.at(T0);

    private LogicalClock.Builder uuidV1Style() {
        return LogicalClock.builder().wallClock(wall).sleeper(wall).ticks(GREGORIAN_MICROS, 1, (Long.MAX_VALUE >>> 4) - 1)
                .slots(4, 10);
    }

    private static long hundredNanos(LogicalClock clock, long stamp) {
        return clock.tickOf(stamp) * 10 + clock.slotOf(stamp);
    }

    @Test
    void tenSlotsPerMicrosecondThenTheNextMicrosecondIsBorrowed() {
        LogicalClock clock = uuidV1Style().build();
        long[] stamps = new long[25];

        for (int i = 0; i < stamps.length; i++) {
            stamps[i] = clock.next();
        }

        for (int i = 0; i < stamps.length; i++) {
            assertThat(clock.tickOf(stamps[i])).isEqualTo(T0_TICK + i / 10);
            assertThat(clock.slotOf(stamps[i])).isEqualTo(i % 10);
            assertThat(stamps[i]).isEqualTo(((T0_TICK + i / 10) << 4) | (i % 10));
            assertThat(hundredNanos(clock, stamps[i])).as("no gap, no repeat in 100-ns units")
                    .isEqualTo(T0_TICK * 10 + i);
        }
        assertThat(clock.lastTick()).isEqualTo(T0_TICK + 2);
        assertThat(clock.wallTick()).isEqualTo(T0_TICK);
        assertThat(clock.statistics()).isEqualTo(new ClockStatistics(25, 2, 0, 0, Duration.ZERO,
                Duration.ofNanos(2000)));
    }

    @Test
    void publishingHandsOutNoStampAndSkipsNone() {
        LogicalClock clock = uuidV1Style().build();
        long first = clock.next();

        clock.publish();
        clock.publish();

        assertThat(clock.lastTick()).isEqualTo(T0_TICK);
        assertThat(clock.next()).isEqualTo(first + 1);
        assertThat(clock.statistics().issued()).isEqualTo(2);
    }

    @Test
    void beforeTheFirstStampThereIsNoLastTick() {
        LogicalClock clock = uuidV1Style().build();

        assertThat(clock.lastTick()).isEqualTo(-1);
        clock.next();
        assertThat(clock.lastTick()).isEqualTo(T0_TICK);
    }

    @Test
    void aFreshMicrosecondStartsAtSlotZeroWithoutSpread() {
        LogicalClock clock = uuidV1Style().build();
        clock.next();
        clock.next();

        wall.advance(Duration.ofNanos(5_000));
        long stamp = clock.next();

        assertThat(clock.tickOf(stamp)).isEqualTo(T0_TICK + 5);
        assertThat(clock.slotOf(stamp)).isZero();
    }

    @Test
    void aSpreadOfTwoBitsStartsFreshTicksInSlotsZeroToThreeAndUsesThemAll() {
        LogicalClock clock = uuidV1Style().spreadBits(2).build();
        Set<Long> firstSlots = new HashSet<>();
        long previous = -1;

        for (int i = 0; i < 1000; i++) {
            long stamp = clock.next();
            assertThat(stamp).isGreaterThan(previous);
            assertThat(clock.tickOf(stamp)).isEqualTo(T0_TICK + i);
            firstSlots.add(clock.slotOf(stamp));
            previous = stamp;
            wall.advance(Duration.ofNanos(1_000));
        }

        assertThat(firstSlots).containsExactlyInAnyOrder(0L, 1L, 2L, 3L);
    }

    @Test
    void aSteppedBackWallClockIsRiddenOutWithinTheLead() {
        LogicalClock clock = uuidV1Style().build();
        long before = clock.next();

        wall.stepBack(Duration.ofNanos(50_000));
        long after = clock.next();

        assertThat(after).isEqualTo(before + 1);
        assertThat(clock.statistics()).isEqualTo(new ClockStatistics(2, 0, 0, 1, Duration.ofNanos(50_000),
                Duration.ofNanos(50_000)));
    }

    @Test
    void countsEachStepBackOnceNotEachReadBehind() {
        long[] script = {100, 101, 101, 50, 51, 52, 52, 40, 41, 200, 199};
        AtomicLong index = new AtomicLong();
        LogicalClock clock = scripted(() -> script[(int) index.getAndIncrement()]);

        long[] steps = new long[script.length];
        for (int i = 0; i < script.length; i++) {
            clock.next();
            steps[i] = clock.backwardSteps();
        }

        assertThat(steps).containsExactly(0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 3);
        assertThat(clock.statistics().backwardSteps()).isEqualTo(3);
        assertThat(clock.statistics().largestBackwardStep()).isEqualTo(Duration.ofNanos(51_000));
    }

    @Test
    void seesNoStepsBackInAClockThatOnlyMovesForwardHoweverManyThreadsRace() throws InterruptedException {
        // Each read is later than every read finished before it, as with a real clock; threads still interleave
        // between reading and recording, which is what makes a naive check count steps that never happened.
        AtomicLong time = new AtomicLong();
        LogicalClock clock = scripted(() -> time.incrementAndGet() / 3);
        Runnable maker = () -> {
            for (int i = 0; i < 300_000; i++) {
                clock.next();
            }
        };
        Thread[] threads = {new Thread(maker), new Thread(maker), new Thread(maker)};
        for (Thread thread : threads) {
            thread.start();
        }
        for (Thread thread : threads) {
            thread.join();
        }

        assertThat(clock.backwardSteps()).isZero();
        assertThat(clock.statistics().issued()).isEqualTo(900_000);
    }

    @Test
    void aReadingMadeStaleByAnotherThreadsLaterStampNeitherWaitsNorThrows() {
        // Another thread reads the clock a second later and hands out its stamp between this call's reading and its
        // load of the last stamp, so the call sees a lead of a second against a bound of 100 ms. It must read the
        // clock again rather than wait (waiting is not allowed here at all: the sleeper fails the test, and the
        // policy allows no wait, so sizing a wait from the stale reading would throw).
        AtomicLong micros = new AtomicLong(1_000_000);
        AtomicReference<LogicalClock> clock = new AtomicReference<>();
        AtomicLong otherThreadsStamp = new AtomicLong(-1);
        WallClock interleaving = () -> {
            long reading = micros.get();
            if (otherThreadsStamp.get() == -1 && clock.get().lastTick() == -1) {
                otherThreadsStamp.set(0);
                micros.addAndGet(1_000_000);
                otherThreadsStamp.set(clock.get().next());
            }
            return reading;
        };
        clock.set(LogicalClock.builder().wallClock(interleaving).sleeper(nanos -> {
            throw new AssertionError("a stale reading must not make the call wait");
        }).policy(new ClockPolicy(Duration.ofMillis(100), Duration.ZERO)).ticks(0, 1, 1L << 50).build());

        long stamp = clock.get().next();

        assertThat(otherThreadsStamp.get()).isEqualTo(2_000_000);
        assertThat(stamp).isEqualTo(2_000_001);
        assertThat(clock.get().statistics().waits()).isZero();
    }

    /** A clock of 1-µs ticks, no slots, on a wall clock read from a script, with a lead no script reaches. */
    private static LogicalClock scripted(WallClock script) {
        return LogicalClock.builder().wallClock(script).sleeper(nanos -> {
            throw new AssertionError("no script here should wait");
        }).policy(ClockPolicy.DEFAULT.withMaxLead(Duration.ofDays(1))).ticks(0, 1, 1L << 50).build();
    }

    @Test
    void classicWaitsOneMicrosecondWhenTheTenSlotsAreUsed() {
        LogicalClock clock = uuidV1Style().policy(ClockPolicy.classic()).build();
        for (int i = 0; i < 10; i++) {
            clock.next();
        }

        long stamp = clock.next();

        assertThat(stamp).isEqualTo((T0_TICK + 1) << 4);
        assertThat(wall.totalPausedNanos()).isEqualTo(1_000);
        assertThat(wall.pauseCount()).isEqualTo(1);
    }

    @Test
    void theLeadBoundIsCountedInTicksOfOneMicrosecond() {
        LogicalClock clock = uuidV1Style().policy(new ClockPolicy(Duration.ofNanos(10_000), Duration.ZERO)).build();
        clock.next();

        wall.stepBack(Duration.ofNanos(10_000));
        clock.next();
        wall.stepBack(Duration.ofNanos(2_000));
        ClockLeadExceededException e = catchThrowableOfType(ClockLeadExceededException.class, clock::next);

        assertThat(e.lead()).isEqualTo(Duration.ofNanos(12_000));
        assertThat(e.maxLead()).isEqualTo(Duration.ofNanos(10_000));
        assertThat(e).hasMessage("the next id would be 12 µs ahead of the wall clock; allowed lead 10 µs, and "
                + "waiting 0 µs at most (waited 0 µs) cannot close the gap. Did the wall clock step back?");
        assertThat(wall.pauseCount()).isZero();
    }

    @Test
    void theLastTickIsTheLastOneHandedOut() {
        LogicalClock clock = LogicalClock.builder().wallClock(wall).sleeper(wall)
                .ticks(GREGORIAN_MICROS, 1, T0_TICK + 1).slots(4, 10).build();
        for (int i = 0; i < 20; i++) {
            clock.next();
        }

        LayoutExhaustedException e = catchThrowableOfType(LayoutExhaustedException.class, clock::next);

        assertThat(e.tick()).isEqualTo(T0_TICK + 2);
        assertThat(e.maxTick()).isEqualTo(T0_TICK + 1);
        assertThat(e.endOfLife()).isEqualTo(T0.plusNanos(2_000));
        assertThat(clock.lastTick()).isEqualTo(T0_TICK + 1);
    }

    @Test
    void aNotBeforeTickStartsTheClockThereAtSlotZero() {
        LogicalClock clock = uuidV1Style().notBeforeTick(T0_TICK + 40).build();

        long stamp = clock.next();

        assertThat(stamp).isEqualTo((T0_TICK + 40) << 4);
        assertThat(clock.statistics().largestLead()).isEqualTo(Duration.ofNanos(40_000));
    }

    @Test
    void startingAtANotBeforeTickIsNotABorrowedTick() {
        LogicalClock clock = uuidV1Style().notBeforeTick(T0_TICK + 40).build();

        clock.next();

        assertThat(clock.statistics().borrowedTicks()).isZero();
    }

    @Test
    void withoutSlotsEveryStampIsATick() {
        LogicalClock clock = LogicalClock.builder().wallClock(wall).sleeper(wall).ticks(0, 1000, 1L << 50).build();
        long tick = T0.toEpochMilli();

        assertThat(clock.next()).isEqualTo(tick);
        assertThat(clock.next()).isEqualTo(tick + 1);
        assertThat(clock.next()).isEqualTo(tick + 2);
        assertThat(clock.statistics().borrowedTicks()).isEqualTo(2);
    }

    @Test
    void millisecondTicksFromADefaultBuilder() {
        LogicalClock clock = LogicalClock.builder().wallClock(wall).sleeper(wall).slots(12, 4096).build();

        long stamp = clock.next();

        assertThat(clock.tickOf(stamp)).isEqualTo(T0.toEpochMilli());
        assertThat(clock.slotOf(stamp)).isZero();
        assertThat(clock.policy()).isEqualTo(ClockPolicy.DEFAULT);
        assertThat(clock.wallClock()).isSameAs(wall);
    }

    @Test
    void aCoarseClockBehindATickBoundaryIsSettledByTheExactMillisecondsNotTheMicroseconds() {
        // The coarse view lags the precise one by a tick, as the ticking clock does just after a boundary: the
        // precise milliseconds settle it without a microsecond read (which makes an Instant). A real wait still
        // sizes its pause from the microseconds.
        AtomicLong microsecondReads = new AtomicLong();
        WallClock precise = new WallClock() {
            @Override
            public long currentTimeMicros() {
                microsecondReads.incrementAndGet();
                return wall.currentTimeMicros();
            }

            @Override
            public long currentTimeMillis() {
                return wall.currentTimeMillis();
            }
        };
        AtomicLong lagMillis = new AtomicLong();
        WallClock lagging = new WallClock() {
            @Override
            public long currentTimeMicros() {
                return wall.currentTimeMicros() - lagMillis.get() * 1000;
            }

            @Override
            public long currentTimeMillis() {
                return wall.currentTimeMillis() - lagMillis.get();
            }

            @Override
            public WallClock precise() {
                return precise;
            }
        };
        LogicalClock clock = LogicalClock.builder().wallClock(lagging).sleeper(wall).policy(ClockPolicy.classic())
                .slots(2, 4).build();
        wall.advance(Duration.ofMillis(1));
        assertThat(clock.tickOf(clock.next())).isEqualTo(T0.toEpochMilli() + 1);
        lagMillis.set(1);

        for (int i = 0; i < 3; i++) {
            assertThat(clock.tickOf(clock.next())).isEqualTo(T0.toEpochMilli() + 1);
        }
        assertThat(microsecondReads).hasValue(0);

        long waiting = clock.next();

        assertThat(clock.tickOf(waiting)).isEqualTo(T0.toEpochMilli() + 2);
        assertThat(microsecondReads).hasValue(1);
        assertThat(wall.currentTimeMicros()).isEqualTo(Math.multiplyExact(T0.toEpochMilli() + 2, 1000));
    }

    @Test
    void aNullSleeperOrPolicyIsRefused() {
        assertThatThrownBy(() -> LogicalClock.builder().sleeper(null))
                .hasMessage("sleeper = null is not allowed: not null");
        assertThatThrownBy(() -> LogicalClock.builder().policy(null))
                .hasMessage("clock policy = null is not allowed: not null");
    }
}
