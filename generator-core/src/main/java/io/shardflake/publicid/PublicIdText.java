package io.shardflake.publicid;

import io.shardflake.codec.Crockford32Codec;
import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.error.InvalidIdException;

/**
 * The text form of public 64-bit ids: what an application shows the world instead of its ids, in URLs and JSON.
 *
 * <pre>
 *   ord_17QMMSNNFSTJR6
 *   ord_                 the type prefix, if the form has a type: checked on the way back
 *       1                the key digit: the id (0-31, Crockford base32) of the key it was masked with
 *        7QMMSNNFSTJR6   the masked id ({@link IdPermutation}) in 13 characters of Crockford base32
 * </pre>
 *
 * <pre>{@code
 * PublicIdText orders = PublicIdText.of(ring, "ord");
 * String publicId = orders.mask(order.getId());     // e.g. "ord_17QMMSNNFSTJR6"
 * long id = orders.unmask(publicId);                // the order's id; then load it and check access as usual
 * }</pre>
 *
 * <p>Every text of a form has the same length ({@link #length()}: the prefix, 1 and 13), and one spelling: the key
 * digit and the body are read only as {@link #mask(long)} writes them (upper case, none of Crockford's aliases).
 * Masking uses the ring's current key; unmasking uses the key the text names, so public ids made before a key
 * rotation still unmask while their key stays in the ring. Equal ids give equal texts under one key; after a
 * rotation an id has a new text too, so compare ids, not texts.
 *
 * <p>Immutable and thread-safe.
 */
public final class PublicIdText {

    private final TextFrame frame;
    private final MasksByKey<IdPermutation> masks;

    private PublicIdText(KeyRing ring, String type) {
        this.frame = new TextFrame(TypeName.checked(type), Crockford32Codec.LENGTH);
        this.masks = new MasksByKey<>(ring, key -> IdPermutation.of(key, type));
    }

    /**
     * @param ring the keys
     * @return the form without a type prefix
     */
    public static PublicIdText of(KeyRing ring) {
        return of(ring, "");
    }

    /**
     * @param ring the keys
     * @param type the type ({@code ord}, written {@code ord_}): 1 to 16 lower-case ASCII letters and digits,
     *     starting with a letter, or "" for none
     * @return the form
     * @throws InvalidConfigurationException if the ring is null or the type is not a type
     */
    public static PublicIdText of(KeyRing ring, String type) {
        if (ring == null) {
            throw new InvalidConfigurationException("public-id key ring", null, "a key ring");
        }
        return new PublicIdText(ring, type);
    }

    /**
     * @param id an id, 0 to 2^63-1
     * @return its public id, masked with the ring's current key
     * @throws InvalidIdException if {@code id} is negative
     */
    public String mask(long id) {
        long masked = masks.current().mask(id);
        return Crockford32Codec.appendId(frame.start(masks.currentId()), masked).toString();
    }

    /**
     * @param text a public id of this form
     * @return the id it was masked from (for a text no one made: some id, so check the row exists and may be seen)
     * @throws WrongTypeException if the text has another type, or none where this form has one (or the reverse)
     * @throws UnknownKeyException if its key digit names a key that is not in the ring
     * @throws InvalidIdException if it is null, not {@link #length()} characters long, or not Crockford base32 as
     *     {@link #mask(long)} writes it (upper case, no aliases)
     */
    public long unmask(CharSequence text) {
        int keyId = frame.keyIdOf(text);
        IdPermutation permutation = masks.forKey(text, keyId);
        return permutation.unmask(Crockford32Codec.readId(text, frame.bodyStart()));
    }

    /** @return the characters of every public id of this form */
    public int length() {
        return frame.length();
    }

    @Override
    public String toString() {
        return "PublicIdText[type=" + frame.type() + ", length=" + frame.length() + "]";
    }
}
