package io.shardflake.publicid;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.error.InvalidIdException;

/**
 * A keyed permutation of the 64-bit ids: FF1 (NIST SP 800-38G) over AES on their 63 value bits, so every id
 * {@code 0..2^63-1} maps to exactly one masked id in the same range and back.
 *
 * <pre>
 *   id      0 | time 41 | worker 8 | sequence 10 | shard 4     ordered, readable by anyone
 *                        FF1-AES, radix 2, n = 63, tweak = the type
 *   masked  0 | 63 bits that look random without the key       unordered, reveals nothing
 * </pre>
 *
 * <pre>{@code
 * IdPermutation orders = IdPermutation.of(key, "ord");
 * long masked = orders.mask(id);            // the same id always gives the same masked id
 * long back = orders.unmask(masked);        // == id
 * }</pre>
 *
 * <p>Masking hides the time, worker, shard and sequence of an id from anyone without the key, and the order of ids
 * from each other. It is deterministic: equal ids give equal masked ids. It is not authentication: every number
 * {@code 0..2^63-1} unmasks to some id, so an application still checks that the row exists and that the caller may
 * see it. A masked id carries no key id: for rotation use the text form, {@link PublicIdText}, which does.
 *
 * <p>Immutable and thread-safe; no allocation per call.
 */
public final class IdPermutation {

    /** The bits permuted: all but the sign bit, which is 0 in every id and every masked id. */
    static final int BITS = 63;

    private final BinaryFf1 ff1;

    private IdPermutation(PublicIdKey key, String type) {
        this.ff1 = new BinaryFf1(key.aes(), TypeName.tweak(-1, TypeName.checked(type)), BITS);
    }

    /**
     * @param key the key
     * @return the permutation of that key, without a type
     */
    public static IdPermutation of(PublicIdKey key) {
        return of(key, "");
    }

    /**
     * @param key the key
     * @param type the type ({@code ord}): 1 to 16 lower-case ASCII letters and digits, starting with a letter, or ""
     *     for none; two types permute the same ids in unrelated ways
     * @return the permutation of that key and type
     * @throws InvalidConfigurationException if the type is not a type
     */
    public static IdPermutation of(PublicIdKey key, String type) {
        if (key == null) {
            throw new InvalidConfigurationException("public-id key", null, "a key");
        }
        return new IdPermutation(key, type);
    }

    /**
     * @param id an id, 0 to 2^63-1
     * @return the masked id, 0 to 2^63-1
     * @throws InvalidIdException if {@code id} is negative
     */
    public long mask(long id) {
        return ff1.encrypt(checked(id));
    }

    /**
     * @param maskedId a masked id, 0 to 2^63-1
     * @return the id it was masked from (for a number no one masked: some id)
     * @throws InvalidIdException if {@code maskedId} is negative
     */
    public long unmask(long maskedId) {
        return ff1.decrypt(checked(maskedId));
    }

    private static long checked(long value) {
        if (value < 0) {
            throw new InvalidIdException(value, "ids are non-negative, 0.." + Long.MAX_VALUE);
        }
        return value;
    }
}
