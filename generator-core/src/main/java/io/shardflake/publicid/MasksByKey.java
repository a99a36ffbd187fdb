package io.shardflake.publicid;

import java.util.function.Function;

/**
 * One mask (a permutation or a UUID mask) per key of a {@link KeyRing}, made once: the current key's for masking,
 * and any key's by the id a public id's text names.
 */
final class MasksByKey<T> {

    private final KeyRing ring;
    private final Object[] byId = new Object[PublicIdKey.MAX_ID + 1];
    private final T current;

    /**
     * @param ring the keys
     * @param mask the mask of a key
     */
    MasksByKey(KeyRing ring, Function<PublicIdKey, T> mask) {
        this.ring = ring;
        for (PublicIdKey key : ring.keys()) {
            byId[key.id()] = mask.apply(key);
        }
        this.current = forKey(ring.current().id());
    }

    /** @return the ring's current key id */
    int currentId() {
        return ring.current().id();
    }

    /** @return the current key's mask */
    T current() {
        return current;
    }

    /**
     * @param text the public id, for the message
     * @param keyId the key id its key digit names
     * @return that key's mask
     * @throws UnknownKeyException if the ring has no such key
     */
    T forKey(CharSequence text, int keyId) {
        T mask = forKey(keyId);
        if (mask == null) {
            throw new UnknownKeyException(text, keyId, ring);
        }
        return mask;
    }

    @SuppressWarnings("unchecked")
    private T forKey(int keyId) {
        return (T) byId[keyId];
    }
}
