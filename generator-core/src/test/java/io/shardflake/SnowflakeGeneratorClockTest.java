package io.shardflake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.assertj.core.api.Assertions.fail;
import static org.assertj.core.api.Assertions.within;

import io.shardflake.clock.ClockLeadExceededException;
import io.shardflake.clock.ClockPolicy;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ClockStatistics;
import io.shardflake.clock.ManualClock;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * The generator against a scripted clock: steps back of 1 ms, 50 ms, 1 s and 1 h, forward jumps, a frozen clock
 * and a repeated (leap) second, with the wait or throw at each bound asserted exactly. The {@link ManualClock} is
 * also the sleeper, so a wait moves it on and {@link ManualClock#totalPausedNanos()} says how long it was.
 */
class SnowflakeGeneratorClockTest {

    /** A tick boundary, so the arithmetic below is in whole milliseconds. */
    private static final Instant T0 = Instant.parse("2026-03-01T00:00:00Z");
    private static final IdLayout TWITTER = LayoutPreset.TWITTER.layout();
    private static final long MS = 1_000_000L;
    private static final long T0_TICK = TWITTER.tickOf(T0);

    private final ManualClock clock = ManualClock.at(T0);

    private SnowflakeGenerator generator(ClockPolicy policy) {
        return SnowflakeGenerator.builder(TWITTER).workerId(7)
                .clock(ClockSettings.of(clock, clock).withPolicy(policy)).build();
    }

    private SnowflakeGenerator unspread(ClockPolicy policy) {
        return SnowflakeGenerator.builder(TWITTER).workerId(7).clock(ClockSettings.of(clock, clock).withPolicy(policy))
                .evenSpread(false).build();
    }

    private static long tick(long id) {
        return TWITTER.extract(IdField.TIME, id);
    }

    private static long sequence(long id) {
        return TWITTER.extract(IdField.SEQUENCE, id);
    }

    private long wallTick() {
        return TWITTER.tickOf(clock.instant());
    }

    private static ClockStatistics stats(long issued, long borrowed, long waits, long backwardSteps,
            Duration largestBackwardStep, Duration largestLead) {
        return new ClockStatistics(issued, borrowed, waits, backwardSteps, largestBackwardStep, largestLead);
    }

    /** Two ids, one made before the clock change and one after it. */
    private record Around(long before, long after) {
    }

    /** An id, then the clock change, then another id, which must be the larger whatever the clock did. */
    private static Around around(SnowflakeGenerator generator, Runnable clockChange) {
        long before = generator.nextId();
        clockChange.run();
        long after = generator.nextId();
        assertThat(after).isGreaterThan(before);
        return new Around(before, after);
    }

    @Test
    void followsAClockThatMovesForward() {
        SnowflakeGenerator generator = generator(ClockPolicy.DEFAULT);
        long[] ids = new long[1000];

        for (int i = 0; i < ids.length; i++) {
            ids[i] = generator.nextId();
            assertThat(tick(ids[i])).isEqualTo(wallTick());
            assertThat(generator.decode(ids[i]).worker()).isEqualTo(7);
            clock.advance(Duration.ofMillis(1));
        }

        IdChecks.assertStrictlyIncreasing("one id per millisecond", ids, ids.length);
        assertThat(clock.pauseCount()).isZero();
        assertThat(generator.statistics()).isEqualTo(stats(1000, 0, 0, 0, Duration.ZERO, Duration.ZERO));
    }

    @Test
    void aOneMillisecondStepBackRidesOnWithItsLead() {
        SnowflakeGenerator generator = generator(ClockPolicy.DEFAULT);
        Around ids = around(generator, () -> clock.stepBack(Duration.ofMillis(1)));
        long after = ids.after();

        assertThat(tick(after)).as("stays in the tick it had reached").isEqualTo(T0_TICK);
        assertThat(sequence(after)).isEqualTo(sequence(ids.before()) + 1);
        assertThat(clock.totalPausedNanos()).isZero();
        assertThat(generator.statistics())
                .isEqualTo(stats(2, 0, 0, 1, Duration.ofMillis(1), Duration.ofMillis(1)));

        clock.advance(Duration.ofMillis(2));
        long caughtUp = generator.nextId();
        assertThat(caughtUp).isGreaterThan(after);
        assertThat(tick(caughtUp)).isEqualTo(T0_TICK + 1).isEqualTo(wallTick());
    }

    @Test
    void aFiftyMillisecondStepBackRidesOnWithoutWaiting() {
        SnowflakeGenerator generator = generator(ClockPolicy.DEFAULT);
        long[] ids = new long[200];
        ids[0] = generator.nextId();

        clock.stepBack(Duration.ofMillis(50));
        for (int i = 1; i < ids.length; i++) {
            ids[i] = generator.nextId();
            long lead = tick(ids[i]) - wallTick();
            assertThat(lead).isBetween(0L, 50L);
            clock.advance(Duration.ofMillis(1));
        }

        IdChecks.assertStrictlyIncreasing("across a 50 ms step back", ids, ids.length);
        assertThat(tick(ids[50])).as("still riding on T0's tick").isEqualTo(T0_TICK);
        assertThat(tick(ids[199])).as("the wall clock has caught up").isEqualTo(T0_TICK + 148);
        assertThat(clock.pauseCount()).isZero();
        assertThat(generator.statistics()).isEqualTo(stats(200, 0, 0, 1, Duration.ofMillis(50),
                Duration.ofMillis(50)));
    }

    @Test
    void aStepBackOfExactlyTheLeadDoesNotWaitAndOneTickMoreWaitsOneTick() {
        SnowflakeGenerator generator = generator(ClockPolicy.DEFAULT);
        generator.nextId();

        clock.stepBack(Duration.ofMillis(100));
        generator.nextId();
        assertThat(clock.pauseCount()).isZero();

        clock.stepBack(Duration.ofMillis(1));
        generator.nextId();
        assertThat(clock.pauseCount()).isEqualTo(1);
        assertThat(clock.totalPausedNanos()).isEqualTo(MS);
        assertThat(generator.statistics().largestLead()).isEqualTo(Duration.ofMillis(100));
    }

    @Test
    void aOneSecondStepBackWaitsTheGapBeyondTheLeadThenContinues() {
        SnowflakeGenerator generator = generator(ClockPolicy.DEFAULT);
        long after = around(generator, () -> clock.stepBack(Duration.ofSeconds(1))).after();

        // The logical clock is at T0; it may lead by 100 ms, so it waits for the wall clock to reach T0 - 100 ms.
        assertThat(clock.totalPausedNanos()).isCloseTo(900 * MS, within(MS));
        assertThat(clock.pauseCount()).isEqualTo(1);
        assertThat(tick(after)).isEqualTo(T0_TICK);
        assertThat(wallTick()).isEqualTo(T0_TICK - 100);
        assertThat(generator.statistics()).isEqualTo(stats(2, 0, 1, 1, Duration.ofSeconds(1), Duration.ofMillis(100)));

        long[] ids = new long[500];
        ids[0] = after;
        for (int i = 1; i < ids.length; i++) {
            clock.advance(Duration.ofMillis(1));
            ids[i] = generator.nextId();
        }
        IdChecks.assertStrictlyIncreasing("after the wait", ids, ids.length);
        assertThat(clock.pauseCount()).as("no second wait").isEqualTo(1);
    }

    @Test
    void theLongestStepBackAWaitCoversIsLeadPlusWait() {
        SnowflakeGenerator generator = generator(ClockPolicy.DEFAULT);
        generator.nextId();

        clock.stepBack(Duration.ofMillis(1100));
        generator.nextId();

        assertThat(clock.totalPausedNanos()).as("exactly max wait is still allowed").isEqualTo(1000 * MS);
    }

    @Test
    void oneMillisecondBeyondLeadPlusWaitThrowsWithoutWaiting() {
        SnowflakeGenerator generator = generator(ClockPolicy.DEFAULT);
        generator.nextId();

        clock.stepBack(Duration.ofMillis(1101));
        ClockLeadExceededException e = catchThrowableOfType(ClockLeadExceededException.class,
                generator::nextId);

        assertThat(e.lead()).isEqualTo(Duration.ofMillis(1101));
        assertThat(e.waited()).isZero();
        assertThat(clock.pauseCount()).isZero();
    }

    @Test
    void aOneHourStepBackThrowsAtOnceWithTheNumbers() {
        SnowflakeGenerator generator = generator(ClockPolicy.DEFAULT);
        long before = generator.nextId();

        clock.stepBack(Duration.ofHours(1));
        ClockLeadExceededException e = catchThrowableOfType(ClockLeadExceededException.class,
                generator::nextId);

        assertThat(e).isNotNull();
        assertThat(e.lead()).isEqualTo(Duration.ofHours(1));
        assertThat(e.maxLead()).isEqualTo(Duration.ofMillis(100));
        assertThat(e.waited()).isEqualTo(Duration.ZERO);
        assertThat(e.maxWait()).isEqualTo(Duration.ofSeconds(1));
        assertThat(e).hasMessage("the next id would be 3600000 ms ahead of the wall clock; allowed lead 100 ms, "
                + "and waiting 1000 ms at most (waited 0 µs) cannot close the gap. Did the wall clock step back?");
        assertThat(clock.pauseCount()).as("no pause at all").isZero();
        assertThat(clock.totalPausedNanos()).isZero();
        assertThat(generator.statistics())
                .isEqualTo(stats(1, 0, 0, 1, Duration.ofHours(1), Duration.ZERO));

        // Nothing was issued, so it keeps refusing while the clock is behind...
        assertThatThrownBy(generator::nextId).isInstanceOf(ClockLeadExceededException.class);
        // ...and carries on, above everything it made, once the clock is back.
        clock.advance(Duration.ofHours(1));
        long after = generator.nextId();
        assertThat(after).isGreaterThan(before);
        assertThat(tick(after)).isEqualTo(T0_TICK);
        assertThat(generator.statistics().issued()).isEqualTo(2);
    }

    @Test
    void aRepeatedSecondLikeASteppedLeapSecondNeverRepeatsAnId() {
        Instant lastSecond = Instant.parse("2026-06-30T23:59:59Z");
        clock.set(lastSecond);
        SnowflakeGenerator generator = generator(ClockPolicy.DEFAULT);
        long[] ids = new long[6000];
        int n = 0;

        for (int ms = 0; ms < 1000; ms++) {
            ids[n++] = generator.nextId();
            ids[n++] = generator.nextId();
            clock.advance(Duration.ofMillis(1));
        }
        assertThat(clock.instant()).isEqualTo(Instant.parse("2026-07-01T00:00:00Z"));
        long lastTickBeforeTheLeap = tick(ids[n - 1]);
        clock.stepBack(Duration.ofSeconds(1)); // 23:59:59 again
        for (int ms = 0; ms < 2000; ms++) {
            ids[n++] = generator.nextId();
            ids[n++] = generator.nextId();
            clock.advance(Duration.ofMillis(1));
        }

        IdChecks.assertStrictlyIncreasing("through a repeated second", ids, n);
        // The last id was made at 23:59:59.999; the logical clock waits for the wall clock to come within
        // 100 ms of it: from 23:59:59.000 to 23:59:59.899, 899 ms.
        assertThat(clock.totalPausedNanos()).isCloseTo(900 * MS, within(MS));
        assertThat(clock.pauseCount()).isEqualTo(1);
        assertThat(tick(ids[2000])).isEqualTo(lastTickBeforeTheLeap);
        ClockStatistics statistics = generator.statistics();
        assertThat(statistics.issued()).isEqualTo(6000);
        assertThat(statistics.waits()).isEqualTo(1);
        assertThat(statistics.backwardSteps()).isEqualTo(1);
        // The generator last read 23:59:59.999 and next reads 23:59:59.000: it sees 999 ms of the step.
        assertThat(statistics.largestBackwardStep()).isEqualTo(Duration.ofMillis(999));
        assertThat(statistics.largestLead()).isEqualTo(Duration.ofMillis(100));
        assertThat(statistics.borrowedTicks()).isZero();
    }

    @Test
    void aForwardJumpIsFollowedAtOnce() {
        SnowflakeGenerator generator = generator(ClockPolicy.DEFAULT);
        long after = around(generator, () -> clock.advance(Duration.ofHours(1))).after();

        assertThat(tick(after)).isEqualTo(T0_TICK + 3_600_000);
        assertThat(clock.pauseCount()).isZero();
        assertThat(generator.statistics()).isEqualTo(stats(2, 0, 0, 0, Duration.ZERO, Duration.ZERO));

        // An NTP correction undoing part of the jump: rides on.
        clock.stepBack(Duration.ofMillis(30));
        assertThat(generator.nextId()).isGreaterThan(after);
        assertThat(generator.statistics().largestBackwardStep()).isEqualTo(Duration.ofMillis(30));
    }

    @Test
    void aFullTickIsBorrowedFromTheNextOne() {
        SnowflakeGenerator generator = unspread(ClockPolicy.DEFAULT);
        long[] ids = new long[4096 * 3];

        for (int i = 0; i < ids.length; i++) {
            ids[i] = generator.nextId();
        }

        IdChecks.assertStrictlyIncreasing("borrowing", ids, ids.length);
        assertThat(tick(ids[4095])).isEqualTo(T0_TICK);
        assertThat(sequence(ids[4095])).isEqualTo(4095);
        assertThat(tick(ids[4096])).isEqualTo(T0_TICK + 1);
        assertThat(sequence(ids[4096])).isZero();
        assertThat(tick(ids[ids.length - 1])).isEqualTo(T0_TICK + 2);
        assertThat(clock.pauseCount()).isZero();
        assertThat(generator.statistics()).isEqualTo(stats(ids.length, 2, 0, 0, Duration.ZERO, Duration.ofMillis(2)));
    }

    @Test
    void aFrozenClockBorrowsUpToTheLeadThenWaitsInVainAndThrows() {
        clock.frozen(true);
        SnowflakeGenerator generator = unspread(ClockPolicy.DEFAULT);
        int allowed = 4096 * 101; // tick T0 and the 100 ticks the lead allows
        long previous = -1;

        for (int i = 0; i < allowed; i++) {
            long id = generator.nextId();
            if (id <= previous) {
                fail("id #%d (%d) is not above the one before (%d)", i, id, previous);
            }
            previous = id;
        }
        assertThat(tick(previous)).isEqualTo(T0_TICK + 100);
        assertThat(clock.pauseCount()).isZero();

        ClockLeadExceededException e = catchThrowableOfType(ClockLeadExceededException.class, generator::nextId);

        assertThat(e.lead()).isEqualTo(Duration.ofMillis(101));
        assertThat(e.maxLead()).isEqualTo(Duration.ofMillis(100));
        assertThat(e.waited()).isEqualTo(Duration.ofNanos(clock.totalPausedNanos()));
        assertThat(e.waited()).isLessThanOrEqualTo(e.maxWait());
        assertThat(clock.totalPausedNanos()).isCloseTo(1000 * MS, within(MS));
        assertThat(generator.statistics())
                .isEqualTo(stats(allowed, 100, 1, 0, Duration.ZERO, Duration.ofMillis(100)));

        // Unfrozen, the wait moves the clock on and the generator continues where it was.
        clock.frozen(false);
        long next = generator.nextId();
        assertThat(next).isGreaterThan(previous);
        assertThat(tick(next)).isEqualTo(T0_TICK + 101);
        assertThat(wallTick()).isEqualTo(T0_TICK + 1);
    }

    @Test
    void classicWaitsForTheNextTickWhenTheSequenceIsUsedUp() {
        SnowflakeGenerator generator = unspread(ClockPolicy.classic());
        long previous = -1;
        for (int i = 0; i < 4096; i++) {
            previous = generator.nextId();
        }
        assertThat(tick(previous)).isEqualTo(T0_TICK);
        assertThat(sequence(previous)).isEqualTo(4095);
        assertThat(clock.pauseCount()).isZero();

        long next = generator.nextId();

        assertThat(tick(next)).isEqualTo(tick(previous) + 1);
        assertThat(sequence(next)).isZero();
        assertThat(clock.totalPausedNanos()).isCloseTo(MS, within(MS / 1000));
        assertThat(clock.pauseCount()).isEqualTo(1);
        assertThat(generator.statistics()).isEqualTo(stats(4097, 0, 1, 0, Duration.ZERO, Duration.ZERO));
    }

    @Test
    void classicWaitsOnlyForTheRestOfTheTick() {
        clock.advance(Duration.ofNanos(300_000));
        SnowflakeGenerator generator = unspread(ClockPolicy.classic());
        for (int i = 0; i < 4096; i++) {
            generator.nextId();
        }

        generator.nextId();

        assertThat(clock.totalPausedNanos()).isEqualTo(700_000);
    }

    @Test
    void classicWaitsOutASmallStepBackInsteadOfRidingOn() {
        SnowflakeGenerator generator = unspread(ClockPolicy.classic());
        long after = around(generator, () -> clock.stepBack(Duration.ofMillis(5))).after();

        assertThat(tick(after)).isEqualTo(T0_TICK).isEqualTo(wallTick());
        assertThat(clock.totalPausedNanos()).isEqualTo(5 * MS);
        assertThat(generator.statistics()).isEqualTo(stats(2, 0, 1, 1, Duration.ofMillis(5), Duration.ZERO));
    }

    @Test
    void classicOnAFrozenClockThrowsAfterWaitingTheMaximum() {
        clock.frozen(true);
        SnowflakeGenerator generator = unspread(ClockPolicy.classic());
        for (int i = 0; i < 4096; i++) {
            generator.nextId();
        }

        ClockLeadExceededException e = catchThrowableOfType(ClockLeadExceededException.class, generator::nextId);

        assertThat(e).isNotNull();
        assertThat(e.lead()).isEqualTo(Duration.ofMillis(1));
        assertThat(e.maxLead()).isZero();
        assertThat(e.maxWait()).isEqualTo(Duration.ofSeconds(1));
        assertThat(e.waited().toNanos()).isCloseTo(Duration.ofSeconds(1).toNanos(), within(MS));
        assertThat(e.waited()).isLessThanOrEqualTo(e.maxWait());
        assertThat(clock.totalPausedNanos()).isEqualTo(e.waited().toNanos());
        assertThat(e).hasMessage("the next id would be 1 ms ahead of the wall clock; allowed lead 0 µs, and waiting "
                + "1000 ms at most (waited 1000 ms) cannot close the gap. Did the wall clock step back?");
        assertThat(generator.statistics()).isEqualTo(stats(4096, 0, 1, 0, Duration.ZERO, Duration.ZERO));
    }

    @Test
    void classicThrowsAtOnceForAStepBackLongerThanTheWait() {
        SnowflakeGenerator generator = unspread(ClockPolicy.classic());
        generator.nextId();

        clock.stepBack(Duration.ofMillis(1001));

        assertThatThrownBy(generator::nextId).isInstanceOf(ClockLeadExceededException.class);
        assertThat(clock.pauseCount()).isZero();
    }

    @Test
    void anEpochWithASubMillisecondPartIsFollowedToTheMicrosecond() {
        Instant epoch = Instant.parse("2020-01-01T00:00:00.000500Z");
        IdLayout layout = TWITTER.toBuilder().epoch(epoch).build();
        clock.set(Instant.parse("2020-01-01T00:00:00.002700Z"));
        SnowflakeGenerator generator = SnowflakeGenerator.builder(layout).clock(ClockSettings.of(clock, clock)).build();

        long id = generator.nextId();

        assertThat(layout.extract(IdField.TIME, id)).isEqualTo(layout.tickOf(clock.instant())).isEqualTo(2);
        assertThat(layout.idRange(clock.instant(), clock.instant()).contains(id)).isTrue();
        ManualClock justAfterTheEpoch = ManualClock.at(Instant.parse("2020-01-01T00:00:00.000800Z"));
        assertThat(SnowflakeGenerator.builder(layout)
                .clock(ClockSettings.of(justAfterTheEpoch, justAfterTheEpoch)).build().nextId())
                .isNotNegative();
    }

    @Test
    void nextIdInAShardCarriesTheShardAndSharesTheSequence() {
        SnowflakeGenerator generator = SnowflakeGenerator.builder(LayoutPreset.SHARDFLAKE.layout()).workerId(200)
                .defaultShard(3).clock(ClockSettings.of(clock, clock)).evenSpread(false).build();

        long inDefault = generator.nextId();
        long inNine = generator.nextId(9);
        long inZero = generator.nextId(0);

        assertThat(generator.decode(inDefault)).extracting(DecodedId::shard, DecodedId::worker, DecodedId::sequence)
                .containsExactly(3, 200, 0L);
        assertThat(generator.decode(inNine)).extracting(DecodedId::shard, DecodedId::worker, DecodedId::sequence)
                .containsExactly(9, 200, 1L);
        assertThat(generator.decode(inZero)).extracting(DecodedId::shard, DecodedId::sequence)
                .containsExactly(0, 2L);
        assertThat(generator.defaultShard()).isEqualTo(3);
        assertThat(generator.workerId()).isEqualTo(200);
        assertThat(generator.workerSource()).isEqualTo("fixed(200)");
    }

    @Test
    void theGeneratorReportsItsSettings() {
        SnowflakeGenerator generator = generator(ClockPolicy.DEFAULT);

        assertThat(generator.layout()).isSameAs(TWITTER);
        assertThat(generator.clockPolicy()).isEqualTo(new ClockPolicy(Duration.ofMillis(100), Duration.ofSeconds(1)));
        assertThat(generator.wallClock()).isSameAs(clock);
        assertThat(generator.remainingLife()).isEqualTo(Duration.between(T0, TWITTER.endOfLife()));
        assertThat(generator.toString()).contains("twitter", "worker 7", "fixed(7)");
        assertThat(SnowflakeGenerator.builder(TWITTER)
                .clock(ClockSettings.of(clock, clock).withMaxLead(Duration.ZERO).withMaxWait(Duration.ofMillis(5)))
                .build().clockPolicy())
                .isEqualTo(new ClockPolicy(Duration.ZERO, Duration.ofMillis(5)));
    }
}
