package io.shardflake.publicid;

import io.shardflake.codec.Crockford32Codec;
import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.error.InvalidIdException;
import io.shardflake.uuid.InvalidUuidException;
import io.shardflake.uuid.UuidVersion;
import java.util.UUID;

/**
 * The text form of public UUIDs of one kind (version 7, 6 or 1): the {@link UuidMask masked} payload, with the
 * key digit that a UUID has no room for.
 *
 * <pre>
 *   ord_1352A9VAP0F9C3RW6MDKVXN814
 *   ord_                       the type prefix, if the form has a type: checked on the way back
 *       1                      the key digit: the id (0-31) of the key it was masked with
 *        352A9VAP0F9C3RW6MDKVXN814   25 characters of Crockford base32: 3 zero bits, then the 122 bits of the
 *                              public version 4 UUID that are not version or variant, most significant first
 * </pre>
 *
 * <pre>{@code
 * PublicUuidText orders = PublicUuidText.of(ring, UuidVersion.V7, "ord");
 * String publicId = orders.mask(order.getId());     // e.g. "ord_1352A9VAP0F9C3RW6MDKVXN814"
 * UUID id = orders.unmask(publicId);                // the order's version 7 UUID
 * }</pre>
 *
 * <p>The kind is the form's, as a {@link UuidMask}'s (see there why): a text of another kind's form unmasks to an
 * unrelated UUID, so give each kind its own type. The body is 3 bits longer than the payload; those bits are 0, and a
 * text whose first body character is above {@code 3} is refused. Rotation, determinism and the limits are as for
 * {@link PublicIdText}. Immutable and thread-safe.
 */
public final class PublicUuidText {

    /** 25 characters of 5 bits hold the 122 payload bits (and 3 more, always 0). */
    static final int BODY_LENGTH = 25;

    private final UuidVersion kind;
    private final TextFrame frame;
    private final MasksByKey<UuidMask> masks;

    private PublicUuidText(KeyRing ring, UuidVersion kind, String type) {
        this.frame = new TextFrame(TypeName.checked(type), BODY_LENGTH);
        this.masks = new MasksByKey<>(ring, key -> UuidMask.of(key, kind, type));
        this.kind = kind;
    }

    /**
     * @param ring the keys
     * @param kind {@link UuidVersion#V7}, {@link UuidVersion#V6} or {@link UuidVersion#V1}
     * @return the form without a type prefix
     * @throws InvalidConfigurationException if the ring is null or the kind is not one of the three
     */
    public static PublicUuidText of(KeyRing ring, UuidVersion kind) {
        return of(ring, kind, "");
    }

    /**
     * @param ring the keys
     * @param kind {@link UuidVersion#V7}, {@link UuidVersion#V6} or {@link UuidVersion#V1}
     * @param type the type ({@code ord}, written {@code ord_}): 1 to 16 lower-case ASCII letters and digits,
     *     starting with a letter, or "" for none
     * @return the form
     * @throws InvalidConfigurationException if the ring is null, the kind is not one of the three or the type is
     *     not a type
     */
    public static PublicUuidText of(KeyRing ring, UuidVersion kind, String type) {
        if (ring == null) {
            throw new InvalidConfigurationException("public-id key ring", null, "a key ring");
        }
        return new PublicUuidText(ring, kind, type);
    }

    /**
     * @param id a UUID of this form's kind
     * @return its public id, masked with the ring's current key
     * @throws InvalidUuidException if {@code id} is null or not an RFC 9562 UUID of this form's version
     */
    public String mask(UUID id) {
        BinaryFf1.Halves payload = masks.current().encrypt(id);
        StringBuilder text = frame.start(masks.currentId());
        Crockford32Codec.appendDigits(text, payload.a >>> 59, 1);
        Crockford32Codec.appendDigits(text, payload.a << 1 | payload.b >>> 60, 12);
        return Crockford32Codec.appendDigits(text, payload.b, 12).toString();
    }

    /**
     * @param text a public id of this form
     * @return the UUID of this form's kind it was masked from (for a text no one made: some UUID)
     * @throws WrongTypeException if the text has another type, or none where this form has one (or the reverse)
     * @throws UnknownKeyException if its key digit names a key that is not in the ring
     * @throws InvalidIdException if it is null, not {@link #length()} characters long, not Crockford base32 as
     *     {@link #mask(UUID)} writes it (upper case, no aliases), or its first body character is above {@code 3}
     */
    public UUID unmask(CharSequence text) {
        int keyId = frame.keyIdOf(text);
        UuidMask mask = masks.forKey(text, keyId);
        int start = frame.bodyStart();
        long top = Crockford32Codec.readDigits(text, start, 1);
        long middle = Crockford32Codec.readDigits(text, start + 1, 12);
        long bottom = Crockford32Codec.readDigits(text, start + 13, 12);
        if (top > 3) {
            throw new InvalidIdException(text, "the body holds 122 bits in 125, so its first character, at index "
                    + start + ", is 0-3");
        }
        return mask.decrypt(new BinaryFf1.Halves(top << 59 | middle >>> 1, (middle & 1) << 60 | bottom));
    }

    /** @return the version of the UUIDs this form takes and gives back */
    public UuidVersion kind() {
        return kind;
    }

    /** @return the characters of every public id of this form */
    public int length() {
        return frame.length();
    }

    @Override
    public String toString() {
        return "PublicUuidText[kind=" + kind + ", type=" + frame.type() + ", length=" + frame.length() + "]";
    }
}
