package io.shardflake.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.clock.ClockLeadExceededException;
import io.shardflake.clock.ClockPolicy;
import java.time.Duration;

/**
 * The wall-clock faults every generator is put through. Each starts from steady ids (one per millisecond), injects
 * its fault, checks the reaction, and carries on for a while so that ids made after the fault are checked against
 * those made before.
 */
enum FaultScript {

    BACK_1_MS(Duration.ofMillis(1), 200),
    BACK_100_MS(Duration.ofMillis(100), 200),
    BACK_5_S(Duration.ofSeconds(5), 200),
    BACK_1_H(Duration.ofHours(1), 200),
    /** A bad time server puts the clock an hour ahead; ids are made; the clock is put right. */
    FORWARD_1_H_AND_BACK {
        @Override
        void run(FaultRun run) {
            run.steady(100);
            run.clock().advance(Duration.ofHours(1));
            run.fault();
            run.steady(100);
            run.clock().stepBack(Duration.ofHours(1));
            run.fault();
            run.nextIdAfterStepBack(Duration.ofHours(1));
            run.steady(200);
        }
    },
    /**
     * The clock stops. Ids fill the current tick, then borrow ticks up to the max lead, then wait for a clock that
     * does not move, and throw once the max wait is spent — unless the lead holds more ids than are asked for.
     */
    FROZEN {
        @Override
        void run(FaultRun run) {
            run.steady(100);
            run.clock().advance(Duration.ofMillis(1));
            run.clock().frozen(true);
            run.fault();
            GeneratorKind kind = run.kind();
            ClockPolicy policy = kind.policy();
            long capacity = kind.frozenCapacity();
            long pausedBefore = run.clock().totalPausedNanos();
            long made = 0;
            ClockLeadExceededException stopped = null;
            while (made < FROZEN_IDS && stopped == null) {
                try {
                    run.make();
                    made++;
                } catch (ClockLeadExceededException e) {
                    stopped = e;
                }
            }
            if (capacity <= FROZEN_IDS) {
                assertThat(stopped).as("%s: throws once the lead is spent on a frozen clock", kind).isNotNull();
                assertThat(made).as("%s: ids from one frozen tick", kind)
                        .isBetween(capacity - kind.spreadSlots(), capacity);
                long waitedMicros = (run.clock().totalPausedNanos() - pausedBefore) / 1000;
                assertThat(waitedMicros).as("%s: waited the max wait for a clock that never moved", kind)
                        .isBetween(FaultRun.micros(policy.maxWait()) - kind.tickMicros(),
                                FaultRun.micros(policy.maxWait()));
                run.countWait();
                run.countThrow();
            } else {
                assertThat(stopped).as("%s: a lead of %s holds %,d ids", kind, policy.maxLead(), capacity).isNull();
            }
            run.clock().frozen(false);
            // Thaw, and let the wall clock catch up with whatever lead was borrowed.
            long leadMicros = Math.min(FaultRun.micros(policy.maxLead()), 1_000_000);
            run.clock().advance(Duration.ofNanos(leadMicros * 1000 + 1_000_000));
            run.steady(200);
        }
    },
    /** The clock swings ±50 ms every three ids, while creeping forward. */
    OSCILLATING {
        @Override
        void run(FaultRun run) {
            run.steady(100);
            Duration swing = Duration.ofMillis(50);
            for (int cycle = 0; cycle < OSCILLATIONS; cycle++) {
                run.clock().advance(swing);
                run.fault();
                for (int i = 0; i < 3; i++) {
                    run.make();
                }
                run.clock().stepBack(swing);
                run.fault();
                // Three ids were made in the top tick: the next one needs up to three more ticks of lead.
                long pauses = run.clock().pauseCount();
                for (int i = 0; i < 3; i++) {
                    run.make();
                }
                boolean waited = run.clock().pauseCount() > pauses;
                long leadNeeded = FaultRun.micros(swing) + 3 * run.kind().successorMicros();
                assertThat(waited).as("%s: waits on a 50 ms swing back", run.kind())
                        .isEqualTo(leadNeeded > FaultRun.micros(run.kind().policy().maxLead()));
                if (waited) {
                    run.countWait();
                }
                run.clock().advance(Duration.ofMillis(1));
            }
            run.steady(200);
        }
    },
    /** A leap second done by stepping the clock back a second at midnight; ids go on through the repeated second. */
    LEAP_SECOND(Duration.ofSeconds(1), 1_100);

    /** Ids asked of a frozen clock: enough to spend a 100 ms lead of 4,096-id ticks. */
    static final long FROZEN_IDS = 500_000;
    static final int OSCILLATIONS = 20;

    private final Duration stepBack;
    private final int idsAfter;

    /** A script of its own: the constant's body says what it does. */
    FaultScript() {
        this(null, 0);
    }

    /**
     * Steady ids, one step back of the wall clock, then steady ids again.
     *
     * @param stepBack how far the clock steps back
     * @param idsAfter how many ids are made after the step
     */
    FaultScript(Duration stepBack, int idsAfter) {
        this.stepBack = stepBack;
        this.idsAfter = idsAfter;
    }

    void run(FaultRun run) {
        run.steady(200);
        run.stepBack(stepBack);
        run.steady(idsAfter);
    }
}
