package io.shardflake.uuid;

import java.time.Instant;
import java.util.UUID;

/**
 * Reads the time out of a time-based UUID, whatever its version: exact to 100 ns for versions 1 and 6, to the
 * millisecond for version 7. Always an {@link Instant} (UTC), never a local date-time.
 */
public final class UuidTime {

    private UuidTime() {
    }

    /**
     * @param uuid a UUID of version 1, 6 or 7
     * @return the time it carries
     * @throws UuidVersionException for any other version, for the Nil and Max UUIDs, and for variants other than
     *     RFC 9562's (a Microsoft GUID's bytes do not mean the same thing)
     * @throws InvalidUuidException if {@code uuid} is null
     */
    public static Instant of(UUID uuid) {
        if (UuidBits.present(uuid).variant() == 2) {
            long high = uuid.getMostSignificantBits();
            switch (UuidBits.version(uuid)) {
                case 1:
                    return GregorianTime.toInstant(GregorianUuid.v1Timestamp(high));
                case 6:
                    return GregorianTime.toInstant(GregorianUuid.v6Timestamp(high));
                case 7:
                    return Instant.ofEpochMilli(high >>> 16);
                default:
                    break;
            }
        }
        throw new UuidVersionException(uuid, UuidBits.version(uuid), uuid.variant(), "version 1, 6 or 7");
    }
}
