package io.shardflake.uuid;

import java.util.UUID;

/** Bit constants shared by the UUID kinds: where the version and variant sit. */
final class UuidBits {

    /** The RFC 9562 variant, binary {@code 10}, in the top bits of the least significant long. */
    static final long VARIANT = 0x8000_0000_0000_0000L;
    /** Clears the two variant bits of the least significant long. */
    static final long BELOW_VARIANT = 0x3FFF_FFFF_FFFF_FFFFL;
    /** The version nibble of the most significant long. */
    static final long VERSION_MASK = 0xF000L;

    static final int CLOCK_SEQUENCE_BITS = 14;
    static final int MAX_CLOCK_SEQUENCE = (1 << CLOCK_SEQUENCE_BITS) - 1;
    static final long MAX_NODE = (1L << 48) - 1;

    private UuidBits() {
    }

    /** A null where a UUID is needed is a bad id like any other, reported the same way. */
    static UUID present(UUID uuid) {
        if (uuid == null) {
            throw new InvalidUuidException(null, "a UUID is required");
        }
        return uuid;
    }

    static int version(UUID uuid) {
        return (int) (uuid.getMostSignificantBits() >>> 12) & 0xF;
    }

    static long versionBits(int version) {
        return (long) version << 12;
    }
}
