package io.shardflake.publicid;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.uuid.InvalidUuidException;
import io.shardflake.uuid.UuidVersion;
import io.shardflake.uuid.UuidVersionException;
import java.util.UUID;

/**
 * A keyed mask that turns a time-based UUID (version 7, 6 or 1) into one shaped like a random UUID (version 4, RFC
 * 9562 variant) and back: FF1 (NIST SP 800-38G) over AES on the 122 bits that are not version or variant.
 *
 * <pre>
 *   v7       unix_ts_ms 48 | ver 7 | rand_a 12 | var 10 | rand_b 62
 *            \___ 122 payload bits, version and variant set aside ___/
 *                  FF1-AES, radix 2, n = 122, tweak = version || type
 *   public   random-looking 48 | ver 4 | 12 | var 10 | 62
 * </pre>
 *
 * <pre>{@code
 * UuidMask orders = UuidMask.of(key, UuidVersion.V7);
 * UUID publicUuid = orders.mask(uuidV7);     // a valid version 4 UUID: stores and parses like any UUID
 * UUID back = orders.unmask(publicUuid);     // equals uuidV7
 * }</pre>
 *
 * <p><b>One mask per kind.</b> The 122 payload bits of a v7 UUID are all needed to get it back, and a version 4
 * UUID has exactly 122 bits to hold them, so no bit is left to say which version the original was. The caller says
 * it, by the mask it uses: an application knows what its column holds, as it knows the column's type. The version is
 * also in the tweak, so the same payload masks differently under each kind, and unmasking with another kind's mask
 * gives an unrelated UUID, never the original with another version.
 *
 * <p>What it hides and what it does not are as for {@link IdPermutation}: deterministic, not authentication (every
 * version 4 UUID unmasks to some UUID), and no room for a key id: for rotation use the text form,
 * {@link PublicUuidText}. Immutable and thread-safe.
 */
public final class UuidMask {

    /** The bits permuted: 128 less the 4 of the version and the 2 of the variant. */
    static final int BITS = 122;

    private static final long VARIANT = 0x8000_0000_0000_0000L;
    private static final long BELOW_VARIANT = 0x3FFF_FFFF_FFFF_FFFFL;
    private static final long LOW_61 = (1L << 61) - 1;

    private final UuidVersion kind;
    private final BinaryFf1 ff1;

    private UuidMask(PublicIdKey key, UuidVersion kind, String type) {
        this.kind = kind;
        this.ff1 = new BinaryFf1(key.aes(), TypeName.tweak(kind.number(), TypeName.checked(type)), BITS);
    }

    /**
     * @param key the key
     * @param kind the version of the UUIDs to mask: {@link UuidVersion#V7}, {@link UuidVersion#V6} or
     *     {@link UuidVersion#V1}
     * @return the mask of that key for that kind, without a type
     * @throws InvalidConfigurationException if the kind is not one of the three
     */
    public static UuidMask of(PublicIdKey key, UuidVersion kind) {
        return of(key, kind, "");
    }

    /**
     * @param key the key
     * @param kind the version of the UUIDs to mask: {@link UuidVersion#V7}, {@link UuidVersion#V6} or
     *     {@link UuidVersion#V1}
     * @param type the type ({@code ord}): 1 to 16 lower-case ASCII letters and digits, starting with a letter, or ""
     *     for none
     * @return the mask of that key, kind and type
     * @throws InvalidConfigurationException if the kind is not one of the three, or the type is not a type
     */
    public static UuidMask of(PublicIdKey key, UuidVersion kind, String type) {
        if (key == null) {
            throw new InvalidConfigurationException("public-id key", null, "a key");
        }
        if (kind != UuidVersion.V7 && kind != UuidVersion.V6 && kind != UuidVersion.V1) {
            throw new InvalidConfigurationException("public-id UUID kind", kind,
                    "version 7, 6 or 1: the time-based versions, whose UUIDs tell when they were made");
        }
        return new UuidMask(key, kind, type);
    }

    /** @return the version of the UUIDs this mask takes and gives back */
    public UuidVersion kind() {
        return kind;
    }

    /**
     * @param id a UUID of this mask's version
     * @return the public UUID: version 4, RFC 9562 variant
     * @throws InvalidUuidException if {@code id} is null, or not of the RFC 9562 variant and this mask's version
     *     (a {@link UuidVersionException})
     */
    public UUID mask(UUID id) {
        BinaryFf1.Halves halves = encrypt(id);
        return uuid(UuidVersion.V4, halves);
    }

    /**
     * @param publicUuid a public UUID: version 4, RFC 9562 variant
     * @return the UUID of this mask's version it was masked from (for a UUID no one masked: some UUID)
     * @throws InvalidUuidException if {@code publicUuid} is null, or not of version 4 and the RFC 9562 variant (a
     *     {@link UuidVersionException})
     */
    public UUID unmask(UUID publicUuid) {
        BinaryFf1.Halves halves = halves(publicUuid, UuidVersion.V4);
        ff1.decrypt(halves);
        return uuid(kind, halves);
    }

    /** @return the encrypted payload of {@code id}, as FF1's two halves of 61 bits */
    BinaryFf1.Halves encrypt(UUID id) {
        BinaryFf1.Halves halves = halves(id, kind);
        ff1.encrypt(halves);
        return halves;
    }

    /** @return the original of the encrypted payload {@code halves} (consumed) */
    UUID decrypt(BinaryFf1.Halves halves) {
        ff1.decrypt(halves);
        return uuid(kind, halves);
    }

    /**
     * The payload of a UUID of version {@code version}: the 48 bits above the version, the 12 below it, then the 62
     * below the variant, as one 122-bit string cut into FF1's halves of 61 bits.
     */
    private static BinaryFf1.Halves halves(UUID uuid, UuidVersion version) {
        if (uuid == null) {
            throw new InvalidUuidException(null, "a UUID is required");
        }
        int found = (int) (uuid.getMostSignificantBits() >>> 12) & 0xF;
        if (uuid.variant() != 2 || found != version.number()) {
            throw new UuidVersionException(uuid, found, uuid.variant(), "a UUID of " + version);
        }
        long msb = uuid.getMostSignificantBits();
        long high60 = msb >>> 16 << 12 | msb & 0xFFF;
        long low62 = uuid.getLeastSignificantBits() & BELOW_VARIANT;
        return new BinaryFf1.Halves(high60 << 1 | low62 >>> 61, low62 & LOW_61);
    }

    /** The UUID of version {@code version} whose payload is {@code halves}. */
    static UUID uuid(UuidVersion version, BinaryFf1.Halves halves) {
        long high60 = halves.a >>> 1;
        long low62 = (halves.a & 1) << 61 | halves.b;
        long msb = high60 >>> 12 << 16 | (long) version.number() << 12 | high60 & 0xFFF;
        return new UUID(msb, VARIANT | low62);
    }
}
