package io.shardflake.worker.lease;

import io.shardflake.IdLayout;
import io.shardflake.clock.Micros;
import java.time.Instant;

/**
 * Where a layout's ticks start, to turn a previous holder's reservation into the first instant the next holder may
 * use.
 *
 * <p>The fence lets an id through when the <em>start</em> of its tick is within the reservation, so a holder whose
 * reservation ends mid-tick may make ids in that whole tick. The next holder must therefore begin at the next tick
 * boundary, not one microsecond after the reservation: with 1 ms ticks, a reservation ending at .5 ms and a new
 * holder starting at .501 ms would share the tick, the worker id and so possibly an id.
 */
final class TickGrid {

    /** The grid of a 1 µs tick: every microsecond is a boundary. */
    static final TickGrid MICROSECONDS = new TickGrid(0, 1);

    private final long epochMicros;
    private final long tickMicros;

    TickGrid(long epochMicros, long tickMicros) {
        this.epochMicros = epochMicros;
        this.tickMicros = tickMicros;
    }

    /** @return the grid of {@code layout}'s ticks */
    static TickGrid of(IdLayout layout) {
        return new TickGrid(layout.epochMicros(), layout.tickMicros());
    }

    /**
     * @param reservedUntilMicros the last instant an earlier holder's ids may carry
     * @return the start of the first tick that begins after it
     */
    Instant firstTickAfter(long reservedUntilMicros) {
        long tick = Math.floorDiv(reservedUntilMicros - epochMicros, tickMicros) + 1;
        return Micros.toInstant(epochMicros + tick * tickMicros);
    }

    /** @return the length of a tick in microseconds */
    long tickMicros() {
        return tickMicros;
    }
}
