package io.shardflake.uuid;

/**
 * Makes UUIDs of version 1 (RFC 9562 §5.1): the {@link GregorianUuidGenerator} with the timestamp's low bits first.
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
 * <p>Its UUIDs do not sort by time as strings or numbers; use {@link UuidV6Generator} or {@link UuidV7Generator}
 * for that, or {@link UuidConversion#v1ToV6} to sort these.
 */
public final class UuidV1Generator extends GregorianUuidGenerator {

    private UuidV1Generator(GregorianClock clock) {
        super(clock, UuidVersion.V1);
    }

    /** @return a builder: node and clock sequence from a {@code SecureRandom}, {@code ClockSettings.DEFAULT} */
    public static GregorianUuidBuilder<UuidV1Generator> builder() {
        return new GregorianUuidBuilder<>(UuidV1Generator::new);
    }
}
