package io.shardflake.uuid;

import java.util.UUID;

/**
 * Makes UUIDs of version 6 (RFC 9562 §5.6): the {@link GregorianUuidGenerator} with the timestamp's high bits
 * first, so the UUIDs sort by time as numbers and as strings.
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
 * <p>UUIDs from one generator strictly increase as unsigned 128-bit numbers, i.e. in string order (not in
 * {@link UUID#compareTo}, which compares signed longs). Converting to and from version 1 is lossless:
 * {@link UuidConversion}.
 */
public final class UuidV6Generator extends GregorianUuidGenerator {

    private UuidV6Generator(GregorianClock clock) {
        super(clock, UuidVersion.V6);
    }

    /** @return a builder: node and clock sequence from a {@code SecureRandom}, {@code ClockSettings.DEFAULT} */
    public static GregorianUuidBuilder<UuidV6Generator> builder() {
        return new GregorianUuidBuilder<>(UuidV6Generator::new);
    }
}
