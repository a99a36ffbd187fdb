package io.shardflake.uuid;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.clock.ClockPolicy;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ClockStatistics;
import io.shardflake.clock.LogicalClock;
import io.shardflake.clock.WallClock;
import io.shardflake.snapshot.FreshEntropy;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicLong;
import java.util.random.RandomGenerator;

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
 * <p><b>Node.</b> Fixed for the generator's life, except that a random node is drawn anew after a restore of the JVM;
 * otherwise a different node means a new generator, hence a new random clock sequence.
 *
 * <p><b>After a restore ({@link #afterRestore()}).</b> Copies of the JVM restored from one snapshot hold the same
 * logical clock, so they make the same timestamps; only the node and the clock sequence can tell their UUIDs apart. A
 * random node is drawn anew, and so is the clock sequence whatever the node (a fixed or MAC node stays: it was chosen
 * on purpose, and with it copies differ only in the 14-bit clock sequence, 1 chance in 16,384 of repeating each
 * other's UUIDs). Both come from the operating system ({@link FreshEntropy}), not from the builder's random source,
 * whose state every copy shares.
 *
 * <p><b>Changing them while other threads make UUIDs.</b> The node is a plain field, written before the sequence's
 * volatile compare-and-set and read by {@link #low()} after its volatile read of the sequence: a UUID that sees the
 * new clock sequence sees the new node, one that sees the old may carry either node. Such a mixed UUID is still
 * unique within this JVM, because uniqueness within a generator never rested on the node or the clock sequence: the
 * logical clock never hands out the same timestamp twice. Nothing is added to the hot path: the sequence was already
 * read with a volatile read per UUID, and the node was already a field read.
 */
final class GregorianClock {

    private static final int SLOT_BITS = 4;
    private static final int SLOTS = 10;
    private static final long SEQUENCE_MASK = UuidBits.MAX_CLOCK_SEQUENCE;
    private static final int SEQUENCE_BITS = UuidBits.CLOCK_SEQUENCE_BITS;

    private final WallClock wall;
    private final LogicalClock clock;
    private final boolean randomNode;
    // Plain: published by the sequence's compare-and-set (see the class comment).
    private long node;
    // (backward steps accounted for << 14) | clock sequence: one CAS changes both together.
    private final AtomicLong sequence;

    /**
     * @param settings clock policy, wall clock and sleeper
     * @param node the node
     * @param randomNode whether the node was drawn at random, and is drawn anew after a restore
     * @param clockSequence the first clock sequence
     */
    GregorianClock(ClockSettings settings, long node, boolean randomNode, int clockSequence) {
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
        this.randomNode = randomNode;
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

    /**
     * Draws the clock sequence anew, and the node if it is random, from the operating system: for a JVM restored from a
     * snapshot (see the class comment). Thread-safe; UUIDs may be made meanwhile.
     */
    void afterRestore() {
        RandomGenerator entropy = FreshEntropy::nextLong;
        if (randomNode) {
            node = UuidNode.random(entropy);
        }
        long fresh = entropy.nextInt(UuidBits.MAX_CLOCK_SEQUENCE + 1);
        // Keeps the count of backward steps accounted for; the volatile write also publishes the node.
        sequence.getAndUpdate(state -> (state & ~SEQUENCE_MASK) | fresh);
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
