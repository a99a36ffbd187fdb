package io.shardflake.clock;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * The system clock at millisecond resolution, read from a field that a ticker thread refreshes at every millisecond
 * boundary while anyone reads it; the ticker rests when nobody has for {@link #IDLE_TICKS} ticks.
 *
 * <p>Why a ticker: reading the system clock costs 20–50 ns on common virtual machines, more than the rest of making
 * a Snowflake id; a volatile read costs about a nanosecond. The price is that a read may lag the system clock by up
 * to a millisecond plus the ticker's wake-up delay (typically under 0.1 ms), which is well inside the error of any
 * NTP-synchronised clock and never affects uniqueness (the {@link LogicalClock} never goes backwards whatever the
 * wall clock says). Where a wait must end exactly at a tick boundary, {@link #precise()} reads the system clock.
 *
 * <p>Why it rests: a ticker that never does wakes a thousand times a second for the life of the JVM, about 4% of a
 * core on an idle service. After {@link #IDLE_TICKS} ticks (about 100 ms) in which nobody read the field, the
 * ticker publishes {@link #STOPPED} and parks without a timeout, so an idle JVM pays nothing. The next reader finds
 * {@code STOPPED}, reads the system clock itself, publishes that reading (so the first id after an idle spell
 * carries the current time, not the time the ticker stopped) and wakes the ticker, which takes over from its next
 * tick; readers who come before that read the value the first one published.
 *
 * <p>Why the first reader publishes its reading rather than every reader returning its own: so that the values
 * readers get never go backwards while the system clock does not. The ticker's readings, taken after it was woken,
 * are later than the one published to wake it; a reader's own reading, returned while another's is published,
 * could be later than the ticker's next one and make the logical clock count a step back that never happened.
 *
 * <p>Readers tell the ticker they are there by setting {@code read} when they find it clear. The ticker clears it
 * once per tick, so under load that costs two transfers of its cache line per millisecond, not one per read.
 *
 * <p>One instance serves the whole JVM ({@link WallClock#ticking()}); its thread starts on first use.
 */
final class TickingWallClock extends TickerFields implements WallClock {

    /** Published while the ticker rests: no time of day is this early. */
    static final long STOPPED = Long.MIN_VALUE;

    /** Ticks in a row without a reader after which the ticker rests: about 100 ms. */
    static final int IDLE_TICKS = 100;

    private static final VarHandle MILLIS;

    static {
        try {
            MILLIS = MethodHandles.lookup().findVarHandle(TickerFields.class, "millis", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    long q01, q02, q03, q04, q05, q06, q07, q08, q09, q10, q11, q12, q13, q14, q15, q16;

    private final WallClock source;
    private final Runnable waker;
    // The ticker's own: ticks in a row without a reader.
    private int idleTicks;

    /**
     * A ticking clock whose ticker is whoever calls {@link #tick()}: {@link TickerThread} in production, a test
     * scripting time and ticks otherwise.
     *
     * @param source the clock sampled on each tick, and read by a reader that finds the ticker resting
     * @param waker called, by the reader that found the ticker resting, to make it tick again
     */
    TickingWallClock(WallClock source, Runnable waker) {
        this.source = source;
        this.waker = waker;
        this.millis = source.currentTimeMillis();
    }

    /** Started on first use, so a JVM that never asks for it has no extra thread. */
    private static final class Holder {
        static final TickingWallClock INSTANCE = TickerThread.startTicking(WallClock.system(), "shardflake-clock").clock();
    }

    static TickingWallClock instance() {
        return Holder.INSTANCE;
    }

    @Override
    public long currentTimeMillis() {
        long now = millis;
        if (now == STOPPED) {
            return restart();
        }
        if (!read) {
            read = true;
        }
        return now;
    }

    @Override
    public long currentTimeMicros() {
        return currentTimeMillis() * 1000;
    }

    @Override
    public WallClock precise() {
        return source.precise();
    }

    /**
     * One beat of the ticker: publishes the source's time; after {@link #IDLE_TICKS} ticks in a row without a
     * reader, publishes {@link #STOPPED} instead and rests.
     *
     * @return true to go on ticking; false when the ticker rests and should wait for {@link #resting()} to clear
     */
    boolean tick() {
        if (read) {
            read = false;
            idleTicks = 0;
        } else if (++idleTicks >= IDLE_TICKS) {
            // Resting before STOPPED: a reader that sees STOPPED then also sees resting, and its wake-up clears it,
            // so the ticker cannot park after the wake-up that was meant for it.
            resting = true;
            millis = STOPPED;
            return false;
        }
        millis = source.currentTimeMillis();
        return true;
    }

    /** @return whether the ticker rests: from the tick that stopped it until a reader wakes it */
    boolean resting() {
        return resting;
    }

    /** The slow path of a read: the ticker rests. */
    private long restart() {
        long now = source.currentTimeMillis();
        read = true;
        if (MILLIS.compareAndSet(this, STOPPED, now)) {
            resting = false;
            waker.run();
            return now;
        }
        // Another reader published first, or the ticker has ticked since: that value is at most a moment old.
        long published = millis;
        return published == STOPPED ? now : published;
    }

    @Override
    public String toString() {
        return "ticking";
    }
}
