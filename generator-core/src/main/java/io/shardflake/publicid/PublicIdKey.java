package io.shardflake.publicid;

import io.shardflake.error.InvalidConfigurationException;
import java.util.Arrays;
import javax.crypto.spec.SecretKeySpec;

/**
 * An AES key that public ids are masked with, and its id: the key digit every public id's text carries, so that the
 * text names the key it was made with and a {@link KeyRing} can still read it after the current key has changed.
 *
 * <pre>{@code
 * PublicIdKey key = PublicIdKey.ofHex(1, System.getenv("ORDER_KEY"));   // 32, 48 or 64 hex digits
 * }</pre>
 *
 * <p>The key material is 128, 192 or 256 bits (AES-128, -192, -256); shorter keys are refused, and so is a key that
 * follows a pattern, which was typed or made up rather than drawn at random: a placeholder such as {@code 000...0}
 * left in a configuration, a sequence ({@code 0123...}), a repeated block, few distinct bytes, and every key printed in
 * Shardflake's docs. The material
 * never leaves this object: not in {@link #toString()}, not in an exception's message (a refusal names the length and
 * the index of a bad character, never a character), and there is no getter. Keep it as you keep a password: generate
 * it from a secure random source, e.g. {@code openssl rand -hex 32}.
 *
 * <p>Immutable and thread-safe; it holds a small pool of AES ciphers, borrowed for each mask by whichever thread makes
 * it (virtual or not) and shared by every permutation and mask made with it.
 */
public final class PublicIdKey {

    /** The largest key id: one Crockford base32 digit. */
    public static final int MAX_ID = 31;

    /** What a key must be beyond its length, and how to make one. */
    private static final String RANDOM = "random key material, such as openssl rand -hex 32 makes; a key typed or made up"
            + " (a placeholder, a sequence, a repeated block, a key from an example) is no secret";

    private static final String SIZES = "32, 48 or 64 hex digits (AES-128, -192 or -256)";

    private final int id;
    private final int bits;
    private final AesBlocks aes;

    private PublicIdKey(int id, byte[] material) {
        this.id = id;
        this.bits = material.length * 8;
        this.aes = new AesBlocks(new SecretKeySpec(material, "AES"));
    }

    /**
     * @param id the key's id, 0 to {@value #MAX_ID}
     * @param key 16, 24 or 32 bytes of key material; copied, so the caller may clear its array afterwards
     * @return the key
     * @throws InvalidConfigurationException if the id is out of range, the key is not 16, 24 or 32 bytes long, or it
     *     follows a pattern; the message never contains key material
     */
    public static PublicIdKey of(int id, byte[] key) {
        checkId(id);
        if (key == null || key.length != 16 && key.length != 24 && key.length != 32) {
            throw refused(id, key == null ? "no key" : key.length + " bytes (" + key.length * 8 + " bits)",
                    "16, 24 or 32 bytes (AES-128, -192 or -256); keys shorter than 128 bits are refused");
        }
        checkRandomLooking(id, key);
        return new PublicIdKey(id, key);
    }

    /**
     * @param id the key's id, 0 to {@value #MAX_ID}
     * @param hex the key as 32, 48 or 64 hex digits (either case, nothing else)
     * @return the key
     * @throws InvalidConfigurationException if the id is out of range, the text is not 32, 48 or 64 hex digits, or
     *     the key follows a pattern; the message names the length, the index of a bad character or the kind of
     *     pattern, never a character
     */
    public static PublicIdKey ofHex(int id, CharSequence hex) {
        checkId(id);
        if (hex == null) {
            throw refused(id, "no key", SIZES);
        }
        int length = hex.length();
        byte[] material = new byte[length / 2];
        try {
            for (int i = 0; i < length; i++) {
                int digit = Character.digit(hex.charAt(i), 16);
                if (digit < 0 || hex.charAt(i) > 'f') {
                    throw refused(id, length + " characters", SIZES + "; the character at index " + i
                            + " is not a hex digit");
                }
                if (i / 2 < material.length) {
                    material[i / 2] |= (byte) (i % 2 == 0 ? digit << 4 : digit);
                }
            }
            if (length != 32 && length != 48 && length != 64) {
                throw refused(id, length + " hex digits (" + length * 4 + " bits)",
                        length < 32 ? SIZES + "; keys shorter than 128 bits are refused" : SIZES);
            }
            return of(id, material);
        } finally {
            Arrays.fill(material, (byte) 0);
        }
    }

    /** @return the key's id, 0 to {@value #MAX_ID}: the key digit of the public ids it makes */
    public int id() {
        return id;
    }

    /** @return the key's length in bits: 128, 192 or 256 */
    public int bits() {
        return bits;
    }

    /** The block cipher under this key. */
    AesBlocks aes() {
        return aes;
    }

    /** @return the id and the length, e.g. {@code PublicIdKey[id=1, AES-256]}; never the material */
    @Override
    public String toString() {
        return "PublicIdKey[id=" + id + ", AES-" + bits + "]";
    }

    private static void checkId(int id) {
        if (id < 0 || id > MAX_ID) {
            throw new InvalidConfigurationException("public-id key id", id, "0.." + MAX_ID
                    + " (one Crockford base32 digit in the public id)");
        }
    }

    private static void checkRandomLooking(int id, byte[] key) {
        String pattern = KeyPattern.of(key);
        if (pattern != null) {
            throw refused(id, key.length * 8 + " bits that follow a pattern, " + pattern, RANDOM);
        }
    }

    /** The value is a description of the key (its length), never the key. */
    private static InvalidConfigurationException refused(int id, String description, String allowed) {
        return new InvalidConfigurationException("public-id key " + id, description, allowed);
    }
}
