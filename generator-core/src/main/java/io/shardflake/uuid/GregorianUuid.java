package io.shardflake.uuid;

import java.time.Instant;
import java.util.UUID;

/**
 * The fields of a UUID version 1 or 6, decoded: its Gregorian timestamp, clock sequence and node. Both versions
 * hold the same three fields and differ only in where the timestamp's bits go, so one record forms and reads
 * both, and converts between them.
 *
 * <pre>
 *  0                   1                   2                   3
 *  0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * | v1: timestamp bits 31..0            v6: timestamp bits 59..28 |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * | v1: bits 47..32               |  ver  | v1: bits 59..48       |
 * | v6: bits 27..12               |1 or 6 | v6: bits 11..0        |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |var|  clock sequence (14)      |        node (bits 47..32)     |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |                      node (bits 31..0)                        |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * timestamp: 60 bits of 100 ns since 1582-10-15T00:00:00Z   var = binary 10
 * </pre>
 *
 * <p>Forming a UUID from values after the fact (back-filling records made before ids existed, as seed 001 had to)
 * is {@code GregorianUuid.of(time, clockSequence, node).toV1()}.
 *
 * @param timestamp 100-ns intervals since 1582-10-15T00:00:00Z, 0 to 2^60 - 1
 * @param clockSequence the clock sequence, 0 to 16383 (14 bits)
 * @param node the node, 0 to 2^48 - 1 (a MAC address, or random with the multicast bit set)
 */
public record GregorianUuid(long timestamp, int clockSequence, long node) {

    private static final long V1 = UuidBits.versionBits(1);
    private static final long V6 = UuidBits.versionBits(6);

    /**
     * @param timestamp 100-ns intervals since 1582-10-15T00:00:00Z, 0 to 2^60 - 1
     * @param clockSequence the clock sequence, 0 to 16383
     * @param node the node, 0 to 2^48 - 1
     * @throws UuidFieldRangeException if a field does not fit its bits (nothing is masked)
     */
    public GregorianUuid {
        if (timestamp < 0 || timestamp > GregorianTime.MAX_TIMESTAMP) {
            throw new UuidFieldRangeException("timestamp", timestamp, "0.." + GregorianTime.MAX_TIMESTAMP
                    + " (60 bits of 100 ns since 1582-10-15)");
        }
        if (clockSequence < 0 || clockSequence > UuidBits.MAX_CLOCK_SEQUENCE) {
            throw new UuidFieldRangeException("clock sequence", clockSequence, "0.." + UuidBits.MAX_CLOCK_SEQUENCE
                    + " (14 bits)");
        }
        if (node < 0 || node > UuidBits.MAX_NODE) {
            throw new UuidFieldRangeException("node", "0x" + Long.toHexString(node), "0..0xffffffffffff (48 bits)");
        }
    }

    /**
     * @param time the instant, from 1582-10-15T00:00:00Z to about 5236-03-31, a whole number of 100 ns
     * @param clockSequence the clock sequence, 0 to 16383
     * @param node the node, 0 to 2^48 - 1
     * @return the fields
     * @throws UuidFieldRangeException if a value is out of range, or the instant is finer than 100 ns (it is
     *     never rounded: a rounded instant would be a different UUID than the one asked for)
     */
    public static GregorianUuid of(Instant time, int clockSequence, long node) {
        return new GregorianUuid(GregorianTime.fromInstant(time), clockSequence, node);
    }

    /**
     * @param uuid a UUID of version 1 or 6
     * @return its fields
     * @throws UuidVersionException if it is another version or not of the RFC 9562 variant
     * @throws InvalidUuidException if {@code uuid} is null
     */
    public static GregorianUuid from(UUID uuid) {
        if (UuidBits.present(uuid).variant() == 2) {
            int version = UuidBits.version(uuid);
            if (version == 1) {
                return new GregorianUuid(v1Timestamp(uuid.getMostSignificantBits()), clockSequenceOf(uuid),
                        nodeOf(uuid));
            }
            if (version == 6) {
                return new GregorianUuid(v6Timestamp(uuid.getMostSignificantBits()), clockSequenceOf(uuid),
                        nodeOf(uuid));
            }
        }
        throw new UuidVersionException(uuid, UuidBits.version(uuid), uuid.variant(), "version 1 or 6");
    }

    /** @return the timestamp as an instant, exact to 100 ns */
    public Instant time() {
        return GregorianTime.toInstant(timestamp);
    }

    /** @return these fields as a version 1 UUID */
    public UUID toV1() {
        return new UUID(v1High(timestamp), low(clockSequence, node));
    }

    /** @return these fields as a version 6 UUID */
    public UUID toV6() {
        return new UUID(v6High(timestamp), low(clockSequence, node));
    }

    // The static forms below let the generators build UUIDs without making a record per id.

    static long v1High(long timestamp) {
        return timestamp << 32 | (timestamp >>> 32 & 0xFFFF) << 16 | V1 | timestamp >>> 48;
    }

    static long v6High(long timestamp) {
        return (timestamp >>> 12) << 16 | V6 | (timestamp & 0xFFF);
    }

    static long low(long clockSequence, long node) {
        return UuidBits.VARIANT | clockSequence << 48 | node;
    }

    static long v1Timestamp(long high) {
        return (high & 0xFFF) << 48 | (high >>> 16 & 0xFFFF) << 32 | high >>> 32;
    }

    static long v6Timestamp(long high) {
        return (high >>> 16) << 12 | (high & 0xFFF);
    }

    private static int clockSequenceOf(UUID uuid) {
        return (int) (uuid.getLeastSignificantBits() >>> 48) & UuidBits.MAX_CLOCK_SEQUENCE;
    }

    private static long nodeOf(UUID uuid) {
        return uuid.getLeastSignificantBits() & UuidBits.MAX_NODE;
    }

    @Override
    public String toString() {
        return "GregorianUuid[time " + time() + ", clock sequence " + clockSequence + ", node "
                + String.format("%012x", node) + "]";
    }
}
