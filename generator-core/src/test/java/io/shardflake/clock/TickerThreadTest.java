package io.shardflake.clock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.time.Duration;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;

/**
 * The real ticker thread rests when nobody reads and ticks again when someone does. Nothing here waits a fixed
 * time: each step polls until what it expects has happened, and fails only if that takes longer than a deadline far
 * beyond any scheduling delay.
 */
class TickerThreadTest {

    private static final Duration DEADLINE = Duration.ofSeconds(30);

    @Test
    void parksWithoutATimeoutWhenIdleAndTicksAgainWhenRead() {
        TickerThread thread = TickerThread.startTicking(WallClock.system(), "ticker-test");
        TickingWallClock clock = thread.clock();

        // Nobody reads: after about 100 ms it rests, parked without a timeout (WAITING, not TIMED_WAITING).
        pollUntil("the ticker rests", () -> clock.resting() && thread.getState() == Thread.State.WAITING);

        long before = System.currentTimeMillis();
        long read = clock.currentTimeMillis();
        long after = System.currentTimeMillis();
        assertThat(read).as("the read after the rest is the system clock's time").isBetween(before, after);

        // A reader now and then keeps it ticking: the published time moves on without a read of the system clock.
        pollUntil("the ticker ticks again", () -> clock.currentTimeMillis() > read && !clock.resting());

        pollUntil("the ticker rests again", () -> clock.resting() && thread.getState() == Thread.State.WAITING);
    }

    private static void pollUntil(String what, BooleanSupplier condition) {
        long deadline = System.nanoTime() + DEADLINE.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                fail("%s: not within %s", what, DEADLINE);
            }
            Thread.onSpinWait();
        }
    }
}
