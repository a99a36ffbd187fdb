package io.shardflake.uuid;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.clock.ClockPolicy;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ClockStatistics;
import io.shardflake.clock.LogicalClock;
import io.shardflake.clock.WallClock;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The time, clock sequence and node of UUID versions 1 and 6, which share them.
 *
 * <p><b>Time.</b> A {@link LogicalClock} with 1 µs ticks of 10 slots, each slot 100 ns: the timestamp is
 * {@code tick * 10 + slot}. A microsecond wall clock gives the tick; the slots let up to ten UUIDs share one
 * microsecond, and past ten the logical clock borrows the next microsecond (within the policy's lead), so
 * timestamps strictly increase however many are asked for and whatever the wall clock does. The clock's epoch is
 * 1582-10-15 itself (a negative number of microseconds since 1970), so ticks need no offset.
 *
 * <p><b>Clock sequence.</b> Random at start (a restart, or a new node, gets a fresh one, which is what RFC 9562
 * §5.1 asks when a generator cannot know what it issued before). Incremented each time the logical clock sees the
 * wall clock step back ({@link LogicalClock#backwardSteps()}), as §5.1 requires. Within one generator that is belt and braces, since the logical clock already
 * never repeats a timestamp; it matters to readers that look only at (time, clock sequence, node).
 *
 * <p><b>Node.</b> Fixed for the generator's life; a different node means a new generator, hence a new random
 * clock sequence.
 */
final class GregorianClock {

    private static final int SLOT_BITS = 4;
    private static final int SLOTS = 10;
    private static final long SEQUENCE_MASK = UuidBits.MAX_CLOCK_SEQUENCE;
    private static final int SEQUENCE_BITS = UuidBits.CLOCK_SEQUENCE_BITS;

    private final WallClock wall;
    private final LogicalClock clock;
    private final long node;
    // (backward steps accounted for << 14) | clock sequence: one CAS changes both together.
    private final AtomicLong sequence;

    GregorianClock(ClockSettings settings, long node, int clockSequence) {
        WallClock wall = settings.wallClockOr(WallClock::system);
        Instant now = Instant.ofEpochMilli(wall.precise().currentTimeMillis());
        if (now.isBefore(GregorianTime.FIRST) || !now.isBefore(GregorianTime.LAST)) {
            throw new InvalidConfigurationException("wall clock", now,
                    "a time from " + GregorianTime.FIRST + " to " + GregorianTime.LAST);
        }
        this.wall = wall;
        this.clock = LogicalClock.builder()
                .settings(settings, wall)
                // The last whole microsecond whose ten slots all fit 60 bits.
                .ticks(GregorianTime.EPOCH_MICROS, 1, (GregorianTime.MAX_TIMESTAMP + 1) / SLOTS - 1)
                .slots(SLOT_BITS, SLOTS)
                .build();
        this.node = node;
        this.sequence = new AtomicLong(clockSequence);
    }

    /** @return the next timestamp, 100-ns intervals since 1582-10-15, larger than every one before */
    long nextTimestamp() {
        long stamp = clock.next();
        return (stamp >>> SLOT_BITS) * SLOTS + (stamp & ((1 << SLOT_BITS) - 1));
    }

    /**
     * Call after {@link #nextTimestamp()}, so that a step back seen while taking the time already changes the
     * clock sequence that goes with it.
     *
     * @return the variant, clock sequence and node: the low 64 bits of a version 1 or 6 UUID
     */
    long low() {
        long steps = clock.backwardSteps();
        long state = sequence.get();
        while ((state >>> SEQUENCE_BITS) < steps) {
            long counted = state >>> SEQUENCE_BITS;
            long next = steps << SEQUENCE_BITS | ((state + steps - counted) & SEQUENCE_MASK);
            if (sequence.compareAndSet(state, next)) {
                state = next;
                break;
            }
            state = sequence.get();
        }
        return GregorianUuid.low(state & SEQUENCE_MASK, node);
    }

    /** @return the clock sequence the next UUID gets, counting steps back not yet applied (changes nothing) */
    int clockSequence() {
        long state = sequence.get();
        long pending = Math.max(0, clock.backwardSteps() - (state >>> SEQUENCE_BITS));
        return (int) ((state + pending) & SEQUENCE_MASK);
    }

    long node() {
        return node;
    }

    ClockStatistics statistics() {
        return clock.statistics();
    }

    ClockPolicy policy() {
        return clock.policy();
    }

    WallClock wallClock() {
        return wall;
    }

    @Override
    public String toString() {
        return "node " + String.format("%012x", node) + ", clock sequence " + clockSequence() + ", " + clock.policy()
                + ", wall " + wall;
    }
}
