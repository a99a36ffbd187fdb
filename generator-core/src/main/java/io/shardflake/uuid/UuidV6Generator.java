package io.shardflake.uuid;

import io.shardflake.clock.ClockPolicy;
import io.shardflake.clock.ClockStatistics;
import io.shardflake.clock.WallClock;
import java.util.UUID;

/**
 * Makes UUIDs of version 6 (RFC 9562 §5.6): version 1's fields with the timestamp's bits most significant first,
 * so the UUIDs sort by time as numbers and as strings.
 *
 * <pre>
 *  0                   1                   2                   3
 *  0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |              time_high (timestamp bits 59..28)                |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |  time_mid (bits 27..12)       | 0110  | time_low (11..0)      |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |var|  clock sequence (14)      |        node (bits 47..32)     |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |                      node (bits 31..0)                        |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * version = 0110, var = binary 10; timestamp: 60 bits of 100 ns since 1582-10-15T00:00:00Z
 * </pre>
 *
 * <p>Time, clock sequence and node behave exactly as in {@link UuidV1Generator} (the same clock: ten 100-ns slots
 * per microsecond, bounded lead, then a bounded wait, then
 * {@link io.shardflake.clock.ClockLeadExceededException}). Because timestamps from one generator strictly
 * increase and lead the UUID, its UUIDs strictly increase as unsigned 128-bit numbers, i.e. in string order.
 * (Not in {@link UUID#compareTo}, which compares signed longs.)
 *
 * <p>Converting to and from version 1 is lossless: {@link UuidConversion}.
 *
 * <p>Thread-safe without locks; allocates only the {@link UUID}.
 */
public final class UuidV6Generator implements UuidGenerator {

    private final GregorianClock clock;

    UuidV6Generator(GregorianClock clock) {
        this.clock = clock;
    }

    /** @return a builder: random node, random clock sequence, system clock, default policy */
    public static GregorianUuidBuilder<UuidV6Generator> builder() {
        return new GregorianUuidBuilder<>(UuidV6Generator::new);
    }

    @Override
    public UUID next() {
        long high = GregorianUuid.v6High(clock.nextTimestamp());
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
        return "UuidV6Generator[" + clock + "]";
    }
}
