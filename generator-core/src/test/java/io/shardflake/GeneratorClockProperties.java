package io.shardflake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.shardflake.clock.ClockLeadExceededException;
import io.shardflake.clock.ClockPolicy;
import io.shardflake.clock.ManualClock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/**
 * A generator on a {@link ManualClock} driven by random scripts of forward jumps, steps back, freezes and bursts
 * of ids, over random ticks, sequence widths and clock policies. Amounts are drawn in thousandths of a tick, so
 * every script exercises riding on, waiting and throwing whatever the tick.
 *
 * <p>After every id: it is larger than every id before; its tick is at or after the wall clock's tick and at
 * most {@code maxLead} ahead of it; a wait, if any, stopped exactly when the lead came back within bounds.
 * After every {@link ClockLeadExceededException}: waiting could not have helped, and once the clock is moved on
 * the generator continues above everything it made.
 */
class GeneratorClockProperties {

    private static final Instant EPOCH = Instant.parse("2020-01-01T00:00:00Z");

    enum Kind { IDS, ADVANCE, STEP_BACK, FREEZE, UNFREEZE }

    /** One line of the script; {@code amount} is a count of ids or a time in thousandths of a tick. */
    record Step(Kind kind, long amount) {
    }

    record Scenario(long tickMicros, int sequenceBits, int workerBits, long maxLeadMilliTicks,
            long maxWaitMilliTicks, boolean evenSpread, long startMilliTicks, List<Step> steps) {

        IdLayout layout() {
            return IdLayout.builder().epoch(EPOCH).tick(Duration.ofNanos(tickMicros * 1000))
                    .time(41).worker(workerBits).sequence(sequenceBits).build();
        }

        /** A thousandth of a tick is {@code tickMicros} nanoseconds. */
        Duration milliTicks(long count) {
            return Duration.ofNanos(count * tickMicros);
        }

        /**
         * The wait is capped at 20 ms: on a frozen clock a wait loops about once per (possibly 1 µs) pause, and
         * the cap keeps that loop short whatever the tick.
         */
        ClockPolicy policy() {
            return new ClockPolicy(milliTicks(maxLeadMilliTicks),
                    Duration.ofNanos(Math.min(milliTicks(maxWaitMilliTicks).toNanos(), 20_000_000L)));
        }
    }

    @Property(tries = 250)
    void idsStrictlyIncreaseStayWithinTheLeadAndRecoverAfterAClockError(@ForAll("scenarios") Scenario s) {
        IdLayout layout = s.layout();
        ClockPolicy policy = s.policy();
        long tickNanos = s.tickMicros() * 1000;
        long maxLeadTicks = policy.maxLead().toNanos() / tickNanos;
        long maxWaitNanos = policy.maxWait().toNanos();
        int worker = (int) layout.maxValue(IdField.WORKER);
        // Far enough from the epoch that no script steps back before it.
        ManualClock clock = ManualClock.at(EPOCH.plus(s.milliTicks(100_000_000L + s.startMilliTicks())));
        SnowflakeGenerator generator = SnowflakeGenerator.builder(layout).workerId(worker).clockPolicy(policy)
                .evenSpread(s.evenSpread()).clock(clock, clock).endOfLifeWarning(Duration.ZERO).build();
        boolean frozen = false;
        long previous = -1;
        long issued = 0;
        long errors = 0;

        for (Step step : s.steps()) {
            switch (step.kind()) {
                case ADVANCE -> clock.advance(s.milliTicks(step.amount()));
                case STEP_BACK -> clock.stepBack(s.milliTicks(step.amount()));
                case FREEZE -> clock.frozen(frozen = true);
                case UNFREEZE -> clock.frozen(frozen = false);
                case IDS -> {
                    for (long i = 0; i < step.amount(); i++) {
                        long pausesBefore = clock.pauseCount();
                        long pausedBefore = clock.totalPausedNanos();
                        long id;
                        try {
                            id = generator.nextId();
                        } catch (ClockLeadExceededException e) {
                            errors++;
                            long leadTicks = e.lead().toNanos() / tickNanos;
                            assertThat(e.lead().toNanos() % tickNanos).isZero();
                            assertThat(leadTicks).as("lead of a refusal").isGreaterThan(maxLeadTicks);
                            assertThat(e.maxLead()).isEqualTo(policy.maxLead());
                            assertThat(e.maxWait()).isEqualTo(policy.maxWait());
                            assertThat(e.waited()).isLessThanOrEqualTo(policy.maxWait());
                            assertThat(e.waited().toNanos()).isEqualTo(clock.totalPausedNanos() - pausedBefore);
                            long gap = (leadTicks - maxLeadTicks) * tickNanos;
                            assertThat(e.waited().toNanos() + gap).as("gave up although waiting could help")
                                    .isGreaterThan(maxWaitNanos);
                            if (!frozen) {
                                // A clock that moves while waited on satisfies any wait; so this refusal had to
                                // come at once, without a pause.
                                assertThat(clock.pauseCount()).isEqualTo(pausesBefore);
                                assertThat(gap).isGreaterThan(maxWaitNanos);
                            }
                            clock.frozen(frozen = false);
                            clock.advance(e.lead());
                            pausesBefore = clock.pauseCount();
                            id = generator.nextId();
                            assertThat(clock.pauseCount()).as("caught up, no wait").isEqualTo(pausesBefore);
                        }
                        issued++;
                        if (id <= previous) {
                            fail("id %d after %d (script %s)", id, previous, s);
                        }
                        long idTick = layout.extract(IdField.TIME, id);
                        long wallTick = layout.tickOf(clock.instant());
                        if (idTick < wallTick || idTick > wallTick + maxLeadTicks) {
                            fail("id tick %d, wall tick %d, max lead %d ticks", idTick, wallTick, maxLeadTicks);
                        }
                        if (clock.pauseCount() > pausesBefore) {
                            assertThat(frozen).as("a frozen clock cannot end a wait").isFalse();
                            assertThat(idTick - wallTick).as("waited just long enough").isEqualTo(maxLeadTicks);
                        }
                        if (layout.extract(IdField.WORKER, id) != worker) {
                            fail("worker %d in id %d", layout.extract(IdField.WORKER, id), id);
                        }
                        previous = id;
                    }
                }
                default -> throw new IllegalStateException(step.kind().name());
            }
        }

        assertThat(generator.statistics().issued()).isEqualTo(issued);
        assertThat(errors).isLessThanOrEqualTo(issued);
    }

    @Provide
    Arbitrary<Scenario> scenarios() {
        Arbitrary<Long> tickMicros = Arbitraries.frequencyOf(
                Tuple.of(3, Arbitraries.of(1L, 1000L, 10_000L)),
                Tuple.of(1, Arbitraries.longs().between(1, 1_000_000)));
        Arbitrary<Integer> sequenceBits = Arbitraries.frequencyOf(
                Tuple.of(1, Arbitraries.of(1, 12)),
                Tuple.of(3, Arbitraries.integers().between(1, 8)));
        Arbitrary<Integer> workerBits = Arbitraries.integers().between(0, 10);
        // Up to 200 ticks of lead and 250 ticks of waiting.
        Arbitrary<Long> lead = Arbitraries.frequencyOf(
                Tuple.of(1, Arbitraries.of(0L, 999L, 1000L, 100_000L)),
                Tuple.of(3, Arbitraries.longs().between(0, 200_000)));
        Arbitrary<Long> wait = Arbitraries.frequencyOf(
                Tuple.of(1, Arbitraries.of(0L, 1000L, 250_000L)),
                Tuple.of(3, Arbitraries.longs().between(0, 250_000)));
        Arbitrary<Long> start = Arbitraries.longs().between(0, 999);
        return Combinators.combine(tickMicros, sequenceBits, workerBits, lead, wait, Arbitraries.of(true, false),
                        start, steps().list().ofMinSize(1).ofMaxSize(25))
                .as(Scenario::new);
    }

    private static Arbitrary<Step> steps() {
        Arbitrary<Long> count = Arbitraries.frequencyOf(
                Tuple.of(6, Arbitraries.longs().between(1, 300)),
                Tuple.of(1, Arbitraries.longs().between(300, 3000)));
        // Small moves (within a tick), moves of a few ticks, and moves far beyond lead + wait.
        Arbitrary<Long> time = Arbitraries.frequencyOf(
                Tuple.of(2, Arbitraries.longs().between(0, 1000)),
                Tuple.of(3, Arbitraries.longs().between(1000, 300_000)),
                Tuple.of(1, Arbitraries.longs().between(300_000, 2_000_000)));
        return Arbitraries.frequencyOf(
                Tuple.of(4, count.map(n -> new Step(Kind.IDS, n))),
                Tuple.of(2, time.map(t -> new Step(Kind.ADVANCE, t))),
                Tuple.of(2, time.map(t -> new Step(Kind.STEP_BACK, t))),
                Tuple.of(1, Arbitraries.just(new Step(Kind.FREEZE, 0))),
                Tuple.of(1, Arbitraries.just(new Step(Kind.UNFREEZE, 0))));
    }
}
