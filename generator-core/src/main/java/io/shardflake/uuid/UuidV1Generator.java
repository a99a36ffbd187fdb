package io.shardflake.uuid;

import io.shardflake.clock.ClockPolicy;
import io.shardflake.clock.ClockStatistics;
import io.shardflake.clock.WallClock;
import java.util.UUID;

/**
 * Makes UUIDs of version 1 (RFC 9562 §5.1): a Gregorian timestamp, a clock sequence and a node.
 *
 * <pre>
 *  0                   1                   2                   3
 *  0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |              time_low (timestamp bits 31..0)                  |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |  time_mid (bits 47..32)       | 0001  | time_high (59..48)    |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |var|  clock sequence (14)      |        node (bits 47..32)     |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |                      node (bits 31..0)                        |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * version = 0001, var = binary 10; timestamp: 60 bits of 100 ns since 1582-10-15T00:00:00Z
 * </pre>
 *
 * <p><b>Time.</b> The timestamp comes from a logical clock with microsecond ticks of ten 100-ns slots, following
 * the system clock: up to ten UUIDs per microsecond carry the exact time, more borrow the next microseconds
 * (within {@link ClockPolicy#maxLead()}, 100 ms by default, i.e. about 10 million UUIDs per second sustained),
 * then wait (up to {@link ClockPolicy#maxWait()}), then throw
 * {@link io.shardflake.clock.ClockLeadExceededException}. A wall clock that steps back is ridden out the same way.
 *
 * <p><b>Order.</b> Timestamps from one generator strictly increase, so its UUIDs increase in
 * (timestamp, clock sequence) order. Version 1 puts the <em>low</em> time bits first, so its UUIDs do not sort by
 * time as strings or numbers; use {@link UuidV6Generator} or {@link UuidV7Generator} for that, or
 * {@link UuidConversion#v1ToV6} to sort these.
 *
 * <p><b>Clock sequence and node.</b> The node is random with the multicast bit set unless the builder asks for
 * the MAC address or a fixed value (RFC 9562 §6.10: a MAC in every id leaks the machine). The clock sequence is
 * random at start and incremented whenever the wall clock is seen to step back (§5.1).
 *
 * <p>Thread-safe without locks; allocates only the {@link UUID}.
 */
public final class UuidV1Generator implements UuidGenerator {

    private final GregorianClock clock;

    UuidV1Generator(GregorianClock clock) {
        this.clock = clock;
    }

    /** @return a builder: random node, random clock sequence, system clock, default policy */
    public static GregorianUuidBuilder<UuidV1Generator> builder() {
        return new GregorianUuidBuilder<>(UuidV1Generator::new);
    }

    @Override
    public UUID next() {
        long high = GregorianUuid.v1High(clock.nextTimestamp());
        return new UUID(high, clock.low());
    }

    @Override
    public ClockStatistics statistics() {
        return clock.statistics();
    }

    /** @return the node in every UUID (48 bits) */
    public long node() {
        return clock.node();
    }

    /** @return the clock sequence the next UUID carries (it changes when the wall clock steps back) */
    public int clockSequence() {
        return clock.clockSequence();
    }

    /** @return the lead and wait bounds */
    public ClockPolicy clockPolicy() {
        return clock.policy();
    }

    /** @return the wall clock this generator follows */
    public WallClock wallClock() {
        return clock.wallClock();
    }

    @Override
    public String toString() {
        return "UuidV1Generator[" + clock + "]";
    }
}
