package io.shardflake.clock;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * A {@link WallClock#ticking() ticking clock} whose ticks a test makes, over a {@link ManualClock}: for tests in
 * other packages that need the ticker to rest and restart at a scripted moment. No thread, no sleeping.
 */
public final class ScriptedTicker {

    private final AtomicInteger wakeUps = new AtomicInteger();
    private final TickingWallClock clock;

    private ScriptedTicker(ManualClock source) {
        this.clock = new TickingWallClock(source, wakeUps::incrementAndGet);
    }

    /**
     * @param source the time the ticker samples
     * @return a ticking clock over it, ticking (as the real one is when first used)
     */
    public static ScriptedTicker over(ManualClock source) {
        return new ScriptedTicker(source);
    }

    /** @return the clock a generator reads */
    public WallClock clock() {
        return clock;
    }

    /**
     * One beat of the ticker.
     *
     * @return false when this beat made it rest
     */
    public boolean tick() {
        return clock.tick();
    }

    /**
     * Ticks until the ticker rests, as the real one does after about 100 ms without a reader.
     *
     * @return how many ticks that took
     */
    public int tickUntilResting() {
        int ticks = 1;
        while (clock.tick()) {
            ticks++;
        }
        return ticks;
    }

    /** @return whether the ticker rests (published STOPPED and waits to be woken) */
    public boolean resting() {
        return clock.resting();
    }

    /** @return how many times a reader woke the ticker */
    public int wakeUps() {
        return wakeUps.get();
    }
}
