package io.shardflake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.shardflake.clock.ClockLeadExceededException;
import io.shardflake.clock.ClockPolicy;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import io.shardflake.testing.Gen;
import io.shardflake.testing.Gens;
import io.shardflake.testing.Property;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

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

    @Test
    void idsStrictlyIncreaseStayWithinTheLeadAndRecoverAfterAClockError() {
        Property.forAll(scenarios()).tries(250).check(GeneratorClockProperties::runScript);
    }

    private static void runScript(Scenario s) {
        IdLayout layout = s.layout();
        ClockPolicy policy = s.policy();
        long tickNanos = s.tickMicros() * 1000;
        long maxLeadTicks = policy.maxLead().toNanos() / tickNanos;
        long maxWaitNanos = policy.maxWait().toNanos();
        int worker = (int) layout.maxValue(IdField.WORKER);
        // Far enough from the epoch that no script steps back before it.
        ManualClock clock = ManualClock.at(EPOCH.plus(s.milliTicks(100_000_000L + s.startMilliTicks())));
        SnowflakeGenerator generator = SnowflakeGenerator.builder(layout).workerId(worker)
                .clock(ClockSettings.of(clock, clock).withPolicy(policy))
                .evenSpread(s.evenSpread()).endOfLifeWarning(Duration.ZERO).build();
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

    private static Gen<Scenario> scenarios() {
        Gen<Long> tickMicros = Gens.frequency(
                Gens.weight(3, Gens.of(1L, 1000L, 10_000L)),
                Gens.weight(1, Gens.longs(1, 1_000_000)));
        Gen<Integer> sequenceBits = Gens.frequency(
                Gens.weight(1, Gens.of(1, 12)),
                Gens.weight(3, Gens.ints(1, 8)));
        Gen<Integer> workerBits = Gens.ints(0, 10);
        // Up to 200 ticks of lead and 250 ticks of waiting.
        Gen<Long> lead = Gens.frequency(
                Gens.weight(1, Gens.of(0L, 999L, 1000L, 100_000L)),
                Gens.weight(3, Gens.longs(0, 200_000)));
        Gen<Long> wait = Gens.frequency(
                Gens.weight(1, Gens.of(0L, 1000L, 250_000L)),
                Gens.weight(3, Gens.longs(0, 250_000)));
        Gen<Boolean> evenSpread = Gens.booleans();
        Gen<Long> start = Gens.longs(0, 999);
        Gen<List<Step>> steps = steps().list(1, 25);
        return s -> new Scenario(tickMicros.next(s), sequenceBits.next(s), workerBits.next(s), lead.next(s),
                wait.next(s), evenSpread.next(s), start.next(s), steps.next(s));
    }

    private static Gen<Step> steps() {
        Gen<Long> count = Gens.frequency(
                Gens.weight(6, Gens.longs(1, 300)),
                Gens.weight(1, Gens.longs(300, 3000)));
        // Small moves (within a tick), moves of a few ticks, and moves far beyond lead + wait.
        Gen<Long> time = Gens.frequency(
                Gens.weight(2, Gens.longs(0, 1000)),
                Gens.weight(3, Gens.longs(1000, 300_000)),
                Gens.weight(1, Gens.longs(300_000, 2_000_000)));
        return Gens.frequency(
                Gens.weight(4, count.map(n -> new Step(Kind.IDS, n))),
                Gens.weight(2, time.map(t -> new Step(Kind.ADVANCE, t))),
                Gens.weight(2, time.map(t -> new Step(Kind.STEP_BACK, t))),
                Gens.weight(1, Gens.constant(new Step(Kind.FREEZE, 0))),
                Gens.weight(1, Gens.constant(new Step(Kind.UNFREEZE, 0))));
    }
}
