package io.shardflake.uuid;

import java.util.UUID;

/**
 * Converts between UUID versions 1 and 6. They carry the same fields (RFC 9562 §5.6): the conversion moves the
 * timestamp's bits and the version nibble, and keeps the clock sequence and node, so it loses nothing and
 * {@code v6ToV1(v1ToV6(u)).equals(u)} for every version 1 UUID.
 */
public final class UuidConversion {

    private UuidConversion() {
    }

    /**
     * @param v1 a version 1 UUID
     * @return the version 6 UUID with the same time, clock sequence and node
     * @throws UuidVersionException if {@code v1} is not a version 1 UUID
     * @throws InvalidUuidException if {@code v1} is null
     */
    public static UUID v1ToV6(UUID v1) {
        UuidVersion.V1.require(v1, "version 1");
        long timestamp = GregorianUuid.v1Timestamp(v1.getMostSignificantBits());
        return new UUID(GregorianUuid.v6High(timestamp), v1.getLeastSignificantBits());
    }

    /**
     * @param v6 a version 6 UUID
     * @return the version 1 UUID with the same time, clock sequence and node
     * @throws UuidVersionException if {@code v6} is not a version 6 UUID
     * @throws InvalidUuidException if {@code v6} is null
     */
    public static UUID v6ToV1(UUID v6) {
        UuidVersion.V6.require(v6, "version 6");
        long timestamp = GregorianUuid.v6Timestamp(v6.getMostSignificantBits());
        return new UUID(GregorianUuid.v1High(timestamp), v6.getLeastSignificantBits());
    }
}
