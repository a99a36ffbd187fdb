package io.shardflake.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.shardflake.clock.ClockLeadExceededException;
import io.shardflake.clock.ClockPolicy;
import io.shardflake.clock.ManualClock;
import java.time.Duration;
import java.time.Instant;
import java.util.function.Supplier;

/**
 * One generator on a scripted clock, driven through a fault: it makes ids, checks each, moves the clock, and
 * asserts the documented reaction of the clock policy to a step back:
 * <ul>
 *   <li>the next id needs a lead no larger than the policy's max lead: it comes at once, no wait;
 *   <li>a lead larger by at most the max wait: it waits exactly the difference (the clock is the sleeper, so the
 *       wait moves it on, and {@link ManualClock#totalPausedNanos()} says how long);
 *   <li>larger still: {@link ClockLeadExceededException} at once, without waiting in vain; once the wall clock is
 *       moved forward again, ids resume where they left off.
 * </ul>
 */
final class FaultRun {

    /** A tick boundary for every kind, so the arithmetic is in whole ticks. */
    static final Instant START = Instant.parse("2026-03-01T00:00:00Z");

    private final GeneratorKind kind;
    private final ManualClock clock = ManualClock.at(START);
    private final Supplier<IdKey> generator;
    private final IdCheck check;
    private long faults;
    private long waits;
    private long throwsSeen;

    FaultRun(GeneratorKind kind) {
        this.kind = kind;
        this.generator = kind.open(clock);
        this.check = new IdCheck(kind.promise());
    }

    /** What the policy does about the next id after a step back. */
    enum Reaction { NO_WAIT, WAIT, THROW }

    ManualClock clock() {
        return clock;
    }

    GeneratorKind kind() {
        return kind;
    }

    IdCheck check() {
        return check;
    }

    /** Makes one id and checks it. */
    IdKey make() {
        IdKey id = generator.get();
        check.accept(id);
        return id;
    }

    /**
     * One id per millisecond, the clock moving on before each: afterwards the clock has no lead at all, so a
     * step back that follows is measured from the wall clock's own time.
     */
    void steady(int ids) {
        for (int i = 0; i < ids; i++) {
            clock.advance(Duration.ofMillis(1));
            make();
        }
    }

    /** Counts a fault injected by the script. */
    void fault() {
        faults++;
    }

    /**
     * Steps the wall clock back (from a point of no lead) and checks the reaction of the next id.
     *
     * @param step how far back
     * @return the reaction seen, which the policy's rule predicted
     */
    Reaction stepBack(Duration step) {
        clock.stepBack(step);
        fault();
        return nextIdAfterStepBack(step);
    }

    /**
     * Checks the next id after the wall clock went back by {@code step} behind the last id's time.
     *
     * @param step how far the wall clock is behind the last id
     * @return the reaction seen
     */
    Reaction nextIdAfterStepBack(Duration step) {
        ClockPolicy policy = kind.policy();
        long needMicros = micros(step) + kind.successorMicros();
        long beyondLead = needMicros - micros(policy.maxLead());
        long pausedBefore = clock.totalPausedNanos();
        long pausesBefore = clock.pauseCount();
        if (beyondLead <= 0) {
            make();
            assertThat(clock.pauseCount()).as("%s: no wait for a step back of %s", kind, step)
                    .isEqualTo(pausesBefore);
            return Reaction.NO_WAIT;
        }
        if (beyondLead <= micros(policy.maxWait())) {
            make();
            long waitedMicros = (clock.totalPausedNanos() - pausedBefore) / 1000;
            assertThat(waitedMicros).as("%s: wait after a step back of %s", kind, step)
                    .isBetween(beyondLead - kind.tickMicros(), beyondLead + kind.tickMicros());
            waits++;
            return Reaction.WAIT;
        }
        ClockLeadExceededException e = catchThrowableOfType(ClockLeadExceededException.class, this::make);
        assertThat(e).as("%s: ClockLeadExceededException after a step back of %s", kind, step).isNotNull();
        assertThat(e.maxLead()).isEqualTo(policy.maxLead());
        assertThat(e.lead()).isGreaterThanOrEqualTo(step);
        assertThat(clock.pauseCount()).as("%s: throws at once, without waiting in vain", kind).isEqualTo(pausesBefore);
        throwsSeen++;
        // NTP puts the clock right: ids resume, after the ones before.
        clock.advance(step);
        make();
        return Reaction.THROW;
    }

    long faults() {
        return faults;
    }

    long waits() {
        return waits;
    }

    long throwsSeen() {
        return throwsSeen;
    }

    void countWait() {
        waits++;
    }

    void countThrow() {
        throwsSeen++;
    }

    static long micros(Duration duration) {
        return duration.toNanos() / 1000;
    }
}
