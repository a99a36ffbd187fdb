package io.shardflake.uuid;

import java.util.UUID;

/** The versions RFC 9562 assigns to UUIDs of its variant (binary {@code 10}). */
public enum UuidVersion {
    /** Gregorian time, clock sequence and node (§5.1). */
    V1,
    /** DCE security (§5.2). */
    V2,
    /** MD5 name-based (§5.3). */
    V3,
    /** Random (§5.4). */
    V4,
    /** SHA-1 name-based (§5.5). */
    V5,
    /** Version 1's fields reordered so that the value sorts by time (§5.6). */
    V6,
    /** Unix milliseconds, then counter and random bits (§5.7). */
    V7,
    /** Custom, vendor-specific (§5.8). */
    V8;

    private static final UuidVersion[] BY_NUMBER = values();

    /** @return the number in the version nibble, 1 to 8 */
    public int number() {
        return ordinal() + 1;
    }

    /**
     * @param uuid a UUID
     * @return its version
     * @throws UuidVersionException if the UUID is not of the RFC 9562 variant or its version is unassigned
     *     (the Nil and Max UUIDs have no version)
     * @throws InvalidUuidException if {@code uuid} is null
     */
    public static UuidVersion of(UUID uuid) {
        UuidBits.present(uuid);
        int version = UuidBits.version(uuid);
        if (uuid.variant() != 2 || version < 1 || version > 8) {
            throw new UuidVersionException(uuid, version, uuid.variant(), "an RFC 9562 UUID of version 1 to 8");
        }
        return BY_NUMBER[version - 1];
    }

    /**
     * @param uuid a UUID
     * @param expected the versions accepted, in words (for the message)
     * @return the UUID, if its variant is RFC 9562 and its version is this one
     * @throws UuidVersionException otherwise
     * @throws InvalidUuidException if {@code uuid} is null
     */
    UUID require(UUID uuid, String expected) {
        if (UuidBits.present(uuid).variant() != 2 || UuidBits.version(uuid) != number()) {
            throw new UuidVersionException(uuid, UuidBits.version(uuid), uuid.variant(), expected);
        }
        return uuid;
    }

    @Override
    public String toString() {
        return "version " + number();
    }
}
