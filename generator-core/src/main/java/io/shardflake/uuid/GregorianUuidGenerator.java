package io.shardflake.uuid;

import io.shardflake.clock.ClockPolicy;
import io.shardflake.clock.ClockStatistics;
import io.shardflake.clock.WallClock;
import java.util.UUID;
import org.jspecify.annotations.Nullable;

/**
 * The one generator of UUID versions 1 and 6 (RFC 9562 §5.1, §5.6): a Gregorian timestamp, a clock sequence and a
 * node. The two versions carry the same fields and differ only in the order of the timestamp's bits — the
 * parameter this class takes: version 1 puts the low time bits first, version 6 the high ones, so that version 6
 * sorts by time. Get one from {@link UuidV1Generator#builder()} or {@link UuidV6Generator#builder()}; the two
 * subclasses exist only so that each version has a type of its own (a Spring bean, a Hibernate setting) and add
 * nothing to the behaviour described here.
 *
 * <p><b>Time.</b> The timestamp comes from a logical clock with microsecond ticks of ten 100-ns slots, following
 * the system clock: up to ten UUIDs per microsecond carry the exact time, more borrow the next microseconds
 * (within {@link ClockPolicy#maxLead()}, 100 ms by default, i.e. about 10 million UUIDs per second sustained),
 * then wait (up to {@link ClockPolicy#maxWait()}), then throw
 * {@link io.shardflake.clock.ClockLeadExceededException}. A wall clock that steps back is ridden out the same way.
 *
 * <p><b>Order.</b> Timestamps from one generator strictly increase, so its UUIDs increase in (timestamp, clock
 * sequence) order. Version 6 UUIDs therefore strictly increase as unsigned 128-bit numbers, i.e. in string order
 * (not in {@link UUID#compareTo}, which compares signed longs); version 1 UUIDs do not sort by time as strings or
 * numbers ({@link UuidConversion#v1ToV6} converts them losslessly).
 *
 * <p><b>Clock sequence and node.</b> The node is random with the multicast bit set unless the builder asks for
 * the MAC address or a fixed value (RFC 9562 §6.10: a MAC in every id leaks the machine). The random node and the
 * first clock sequence come from a {@link java.security.SecureRandom}, drawn at build time. The clock
 * sequence is incremented whenever the wall clock is seen to step back (§5.1).
 *
 * <p><b>Snapshots of the JVM (CRaC, SnapStart, a cloned VM).</b> Copies restored from one snapshot share the logical
 * clock, hence the timestamps, so {@link #afterRestore()} draws the clock sequence, and the node if it is random,
 * anew from the operating system; a MAC or fixed node stays, and copies then differ only in the clock sequence (14
 * bits). The generator registers itself with CRaC when built ({@link io.shardflake.snapshot.Crac}). A UUID made on
 * another thread while that runs may mix the old and new values, and is still unique within this JVM: no timestamp
 * repeats. No volatile read is added per UUID.
 *
 * <p>Thread-safe without locks; allocates only the {@link UUID}.
 */
public abstract sealed class GregorianUuidGenerator implements UuidGenerator
        permits UuidV1Generator, UuidV6Generator {

    private final GregorianClock clock;
    private final UuidVersion version;
    private final boolean timeHighFirst;
    // The org.crac resource that calls afterRestore(), set by the builder when that API is on the class path: held
    // here because CRaC's global context holds it weakly.
    @Nullable Object cracResource;

    GregorianUuidGenerator(GregorianClock clock, UuidVersion version) {
        this.clock = clock;
        this.version = version;
        this.timeHighFirst = version == UuidVersion.V6;
    }

    @Override
    public final UUID next() {
        long timestamp = clock.nextTimestamp();
        long high = timeHighFirst ? GregorianUuid.v6High(timestamp) : GregorianUuid.v1High(timestamp);
        return new UUID(high, clock.low());
    }

    /** @return {@link UuidVersion#V1} or {@link UuidVersion#V6}: the order of the timestamp's bits */
    public final UuidVersion version() {
        return version;
    }

    @Override
    public final ClockStatistics statistics() {
        return clock.statistics();
    }

    /** @return the node the next UUID carries (48 bits; a random node is drawn anew after a restore) */
    public final long node() {
        return clock.node();
    }

    /** @return the clock sequence the next UUID carries (it changes when the wall clock steps back, and on a restore) */
    public final int clockSequence() {
        return clock.clockSequence();
    }

    /** Nothing to give back before a snapshot: the random state is replaced after the restore. */
    @Override
    public final void beforeSnapshot() {
    }

    /**
     * Draws the clock sequence anew, and the node if it is random (not a MAC or fixed node), from the operating
     * system, so that copies of the JVM restored from one snapshot make different UUIDs. Thread-safe: UUIDs may be
     * made meanwhile. Costs a few system calls.
     */
    @Override
    public final void afterRestore() {
        clock.afterRestore();
    }

    /** @return the lead and wait bounds */
    public final ClockPolicy clockPolicy() {
        return clock.policy();
    }

    /** @return the wall clock this generator follows */
    public final WallClock wallClock() {
        return clock.wallClock();
    }

    @Override
    public final String toString() {
        return getClass().getSimpleName() + "[" + clock + "]";
    }
}
