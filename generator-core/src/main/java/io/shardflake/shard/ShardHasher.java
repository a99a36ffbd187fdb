package io.shardflake.shard;

import java.util.UUID;

/**
 * A stable 64-bit hash for shard keys: FNV-1a over the key's bytes, then MurmurHash3's 64-bit finalizer
 * ({@code fmix64}).
 *
 * <pre>
 *   h = 0xcbf29ce484222325                        FNV-1a 64 offset basis
 *   for each byte b:  h = (h ^ b) * 0x100000001b3  FNV-1a 64 prime
 *   h ^= h >>> 33;  h *= 0xff51afd7ed558ccd        fmix64
 *   h ^= h >>> 33;  h *= 0xc4ceb9fe1a85ec53
 *   h ^= h >>> 33
 * </pre>
 *
 * <p><b>Why stable.</b> A shard key's hash decides where a row lives, so it must never change: not between JVMs,
 * runs, versions of Java or of this library. {@link Object#hashCode()} promises none of that ({@code Enum} and
 * {@code Object} hash codes change every run), so every key is turned into bytes by a fixed rule and hashed here.
 * Changing this class moves rows; its tests pin golden values.
 *
 * <p><b>Why FNV-1a and fmix64.</b> FNV-1a is tiny, has no table and no seed, and is widely implemented, so other
 * languages can reproduce a shard. On its own it mixes the last bytes of a key poorly into the high bits, and
 * sequential keys differ only in their last byte; the finalizer spreads every input bit over all 64 output bits,
 * so {@code hash mod n} is even for sequential numbers as well as for text.
 *
 * <p><b>The bytes of each kind of key.</b>
 * <ul>
 *   <li>integers ({@code long}, {@code int}, {@code short}, {@code byte}): the value as a {@code long}, 8 bytes,
 *       big-endian. So {@code 42}, {@code 42L} and {@code (short) 42} hash alike, and widening a column from
 *       {@code int} to {@code bigint} moves no row;</li>
 *   <li>text: its UTF-8 bytes, exactly those of {@code String.getBytes(UTF_8)} (a lone surrogate counts as
 *       {@code '?'}, as there);</li>
 *   <li>{@link UUID}: its 16 bytes, most significant first (the order of the text form and of a
 *       {@code byte[16]} id);</li>
 *   <li>an enum constant: its {@link Enum#name() name}, as text. Reordering constants moves no row; renaming one
 *       does;</li>
 *   <li>{@code byte[]}: the bytes as they are.</li>
 * </ul>
 */
public final class ShardHasher {

    /** The kinds of keys {@link #hash(Object)} accepts, for messages. */
    public static final String SUPPORTED_KEYS = "Long, Integer, Short, Byte, String (any CharSequence), UUID, "
            + "an enum or byte[]";

    private static final long FNV_OFFSET = 0xcbf29ce484222325L;
    private static final long FNV_PRIME = 0x100000001b3L;

    private ShardHasher() {
    }

    /**
     * @param key an integer key (an {@code int} widens to the same value)
     * @return its hash
     */
    public static long hash(long key) {
        long h = FNV_OFFSET;
        for (int shift = 56; shift >= 0; shift -= 8) {
            h = step(h, (int) (key >>> shift));
        }
        return fmix64(h);
    }

    /**
     * @param key a text key
     * @return the hash of its UTF-8 bytes
     * @throws NullPointerException if {@code key} is null
     */
    public static long hash(CharSequence key) {
        long h = FNV_OFFSET;
        int length = key.length();
        // Encodes UTF-8 on the fly: no byte array per key.
        for (int i = 0; i < length; i++) {
            char c = key.charAt(i);
            if (c < 0x80) {
                h = step(h, c);
            } else if (c < 0x800) {
                h = step(step(h, 0xC0 | (c >>> 6)), 0x80 | (c & 0x3F));
            } else if (Character.isSurrogate(c)) {
                if (Character.isHighSurrogate(c) && i + 1 < length && Character.isLowSurrogate(key.charAt(i + 1))) {
                    int cp = Character.toCodePoint(c, key.charAt(++i));
                    h = step(h, 0xF0 | (cp >>> 18));
                    h = step(h, 0x80 | ((cp >>> 12) & 0x3F));
                    h = step(h, 0x80 | ((cp >>> 6) & 0x3F));
                    h = step(h, 0x80 | (cp & 0x3F));
                } else {
                    h = step(h, '?');
                }
            } else {
                h = step(h, 0xE0 | (c >>> 12));
                h = step(h, 0x80 | ((c >>> 6) & 0x3F));
                h = step(h, 0x80 | (c & 0x3F));
            }
        }
        return fmix64(h);
    }

    /**
     * @param key a UUID key
     * @return the hash of its 16 bytes, most significant first
     * @throws NullPointerException if {@code key} is null
     */
    public static long hash(UUID key) {
        long h = FNV_OFFSET;
        long msb = key.getMostSignificantBits();
        long lsb = key.getLeastSignificantBits();
        for (int shift = 56; shift >= 0; shift -= 8) {
            h = step(h, (int) (msb >>> shift));
        }
        for (int shift = 56; shift >= 0; shift -= 8) {
            h = step(h, (int) (lsb >>> shift));
        }
        return fmix64(h);
    }

    /**
     * @param key an enum constant
     * @return the hash of its name
     * @throws NullPointerException if {@code key} is null
     */
    public static long hash(Enum<?> key) {
        return hash(key.name());
    }

    /**
     * @param key raw bytes
     * @return their hash
     * @throws NullPointerException if {@code key} is null
     */
    public static long hash(byte[] key) {
        return fmix64(fnv1a64(key));
    }

    /**
     * Hashes a key of any supported kind (see the class comment for the bytes of each).
     *
     * @param key a {@code Long}, {@code Integer}, {@code Short}, {@code Byte}, {@code CharSequence}, {@code UUID},
     *     enum constant or {@code byte[]}
     * @return its hash
     * @throws IllegalArgumentException if {@code key} is null or of another type; a float, a date or an entity has
     *     no byte form fixed here, and hashing its {@code hashCode()} would not be stable
     */
    public static long hash(Object key) {
        if (key instanceof Long || key instanceof Integer || key instanceof Short || key instanceof Byte) {
            return hash(((Number) key).longValue());
        }
        if (key instanceof CharSequence text) {
            return hash(text);
        }
        if (key instanceof UUID uuid) {
            return hash(uuid);
        }
        if (key instanceof Enum<?> constant) {
            return hash(constant);
        }
        if (key instanceof byte[] bytes) {
            return hash(bytes);
        }
        throw new IllegalArgumentException("cannot hash a shard key of type "
                + (key == null ? "null" : key.getClass().getName()) + ": supported are " + SUPPORTED_KEYS);
    }

    /**
     * Maps a hash onto {@code [0, shardCount)}: the hash, read as an unsigned number, mod the count.
     *
     * @param hash a hash from this class
     * @param shardCount the number of shards, at least 1
     * @return the shard
     */
    public static int reduce(long hash, int shardCount) {
        return (int) Long.remainderUnsigned(hash, shardCount);
    }

    /** Plain FNV-1a 64, before the finalizer; kept apart so tests can check it against FNV's published vectors. */
    static long fnv1a64(byte[] bytes) {
        long h = FNV_OFFSET;
        for (byte b : bytes) {
            h = step(h, b);
        }
        return h;
    }

    private static long step(long h, int octet) {
        return (h ^ (octet & 0xFF)) * FNV_PRIME;
    }

    /** MurmurHash3's 64-bit finalizer: every input bit flips each output bit with probability close to 1/2. */
    static long fmix64(long h) {
        h ^= h >>> 33;
        h *= 0xff51afd7ed558ccdL;
        h ^= h >>> 33;
        h *= 0xc4ceb9fe1a85ec53L;
        h ^= h >>> 33;
        return h;
    }
}
