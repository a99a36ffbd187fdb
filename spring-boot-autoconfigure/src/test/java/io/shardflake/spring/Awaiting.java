package io.shardflake.spring;

import java.time.Duration;
import java.util.function.BooleanSupplier;

/** Waits for what a running lease does next, bounded: a condition checked every few milliseconds. */
final class Awaiting {

    private Awaiting() {
    }

    /**
     * @param patience how long to wait at most
     * @param what the condition in words, for the failure
     * @param condition what to wait for
     * @throws AssertionError if it does not hold within {@code patience}
     */
    static void until(Duration patience, String what, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + patience.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                throw new AssertionError("not within " + patience + ": " + what);
            }
            Thread.sleep(5);
        }
    }
}
