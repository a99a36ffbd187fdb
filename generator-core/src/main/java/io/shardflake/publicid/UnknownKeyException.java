package io.shardflake.publicid;

import io.shardflake.error.InvalidIdException;

/**
 * A public id's key digit names a key that is not in the {@link KeyRing}: it was made with a key that has since been
 * removed from the ring, or under another configuration, or it was typed by hand. Nothing is guessed: no other key
 * is tried, since every key would unmask the text to some id.
 */
public class UnknownKeyException extends InvalidIdException {

    private static final long serialVersionUID = 1L;

    private final int keyId;

    /**
     * @param input the text
     * @param keyId the key id its key digit names
     * @param ring the ring that has no such key
     */
    public UnknownKeyException(CharSequence input, int keyId, KeyRing ring) {
        super(input, "it names key " + keyId + ", which is not in the key ring (keys "
                + ring.keyIds() + ")");
        this.keyId = keyId;
    }

    /** @return the key id the text names */
    public int keyId() {
        return keyId;
    }
}
